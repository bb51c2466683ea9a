import { act, renderHook } from '@testing-library/react';
import { useScrollState } from './use-scroll-state';

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
    jest.runOnlyPendingTimers();
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  window.scrollY = 0;
});
afterEach(() => jest.useRealTimers());

describe('useScrollState', () => {
  it('follows window scrolling: scrolled past 50, hidden going down past 100, shown going up', () => {
    const { result } = renderHook(() => useScrollState());
    expect(result.current).toEqual({ scrolled: false, hidden: false });
    scrollTo(60);
    expect(result.current).toEqual({ scrolled: true, hidden: false });
    scrollTo(400);
    expect(result.current).toEqual({ scrolled: true, hidden: true });
    scrollTo(350);
    expect(result.current).toEqual({ scrolled: true, hidden: false });
    scrollTo(0);
    expect(result.current).toEqual({ scrolled: false, hidden: false });
  });

  it('stops listening on unmount: a later scroll schedules no frame', () => {
    const { result, unmount } = renderHook(() => useScrollState());
    unmount();
    window.scrollY = 400;
    window.dispatchEvent(new Event('scroll'));
    expect(jest.getTimerCount()).toBe(0);
    expect(result.current).toEqual({ scrolled: false, hidden: false });
  });

  it('cancels a frame still pending on unmount', () => {
    const { unmount } = renderHook(() => useScrollState());
    window.scrollY = 400;
    window.dispatchEvent(new Event('scroll'));
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
