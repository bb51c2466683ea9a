import { act, renderHook } from '@testing-library/react';
import { DROPDOWN_CLOSE_DELAY_MS, useDelayedClose } from './use-delayed-close';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useDelayedClose', () => {
  it('waits 300 ms before closing', () => {
    expect(DROPDOWN_CLOSE_DELAY_MS).toBe(300);
  });

  it('opens at once and closes 300 ms after the pointer leaves', () => {
    const { result } = renderHook(() => useDelayedClose());
    expect(result.current.open).toBe(false);
    act(() => result.current.onPointerEnter());
    expect(result.current.open).toBe(true);
    act(() => result.current.onPointerLeave());
    act(() => jest.advanceTimersByTime(299));
    expect(result.current.open).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.open).toBe(false);
  });

  it('stays open when the pointer comes back before the delay', () => {
    const { result } = renderHook(() => useDelayedClose());
    act(() => result.current.onPointerEnter());
    act(() => result.current.onPointerLeave());
    act(() => jest.advanceTimersByTime(200));
    act(() => result.current.onPointerEnter());
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.open).toBe(true);
  });

  it('restarts the delay on a second leave', () => {
    const { result } = renderHook(() => useDelayedClose());
    act(() => result.current.onPointerEnter());
    act(() => result.current.onPointerLeave());
    act(() => jest.advanceTimersByTime(200));
    act(() => result.current.onPointerLeave());
    act(() => jest.advanceTimersByTime(200));
    expect(result.current.open).toBe(true);
    act(() => jest.advanceTimersByTime(100));
    expect(result.current.open).toBe(false);
  });

  it('setOpen acts at once and cancels a pending close', () => {
    const { result } = renderHook(() => useDelayedClose());
    act(() => result.current.onPointerEnter());
    act(() => result.current.onPointerLeave());
    act(() => result.current.setOpen(true));
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.open).toBe(true);
    act(() => result.current.setOpen(false));
    expect(result.current.open).toBe(false);
  });

  it('leaves no timer behind on unmount', () => {
    const { result, unmount } = renderHook(() => useDelayedClose());
    act(() => result.current.onPointerEnter());
    act(() => result.current.onPointerLeave());
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('useDelayedClose with touch', () => {
  it('ignores touch enter and leave, leaving a tap to open it', () => {
    const { result } = renderHook(() => useDelayedClose());
    act(() => result.current.onPointerEnter({ pointerType: 'touch' }));
    expect(result.current.open).toBe(false);
    act(() => result.current.setOpen(true));
    act(() => result.current.onPointerLeave({ pointerType: 'touch' }));
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.open).toBe(true);
  });

  it('still follows a mouse or pen', () => {
    const { result } = renderHook(() => useDelayedClose());
    act(() => result.current.onPointerEnter({ pointerType: 'pen' }));
    expect(result.current.open).toBe(true);
    act(() => result.current.onPointerLeave({ pointerType: 'mouse' }));
    act(() => jest.advanceTimersByTime(300));
    expect(result.current.open).toBe(false);
  });
});
