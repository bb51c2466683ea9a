import { act, renderHook } from '@testing-library/react';
import { CONVERSION_MS, useConversion } from './use-conversion';

const pdf = () => new File(['x'], 'a.pdf', { type: 'application/pdf' });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useConversion', () => {
  it('completes after the conversion time', () => {
    const { result } = renderHook(() => useConversion());
    act(() => result.current.choose(pdf()));
    act(() => result.current.start());
    act(() => jest.advanceTimersByTime(CONVERSION_MS - 1));
    expect(result.current.status).toBe('converting');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.status).toBe('complete');
  });

  it('a file chosen while converting cancels the pending completion', () => {
    const { result } = renderHook(() => useConversion());
    act(() => result.current.choose(pdf()));
    act(() => result.current.start());
    act(() => result.current.choose(pdf()));
    act(() => jest.advanceTimersByTime(CONVERSION_MS));
    expect(result.current.status).toBe('idle');
  });

  it('leaves no timer behind on unmount', () => {
    const { result, unmount } = renderHook(() => useConversion());
    act(() => result.current.choose(pdf()));
    act(() => result.current.start());
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
