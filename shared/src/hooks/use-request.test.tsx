import { act, renderHook } from '@testing-library/react';
import { useRequest, type Fetcher } from './use-request';

/** A fetcher whose calls the test answers by hand; it records each call's signal. */
function manual<T>() {
  const calls: {
    signal: AbortSignal;
    resolve: (value: T) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const fetcher: Fetcher<T> = (signal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ signal, resolve, reject });
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  return { fetcher, calls };
}

afterEach(() => jest.useRealTimers());

describe('useRequest', () => {
  it('is pending, then holds the answer', async () => {
    const { fetcher, calls } = manual<number>();
    const { result } = renderHook(() => useRequest(fetcher));
    expect(result.current).toMatchObject({ data: null, error: null, pending: true });
    await act(async () => calls[0]?.resolve(7));
    expect(result.current).toMatchObject({ data: 7, error: null, pending: false });
  });

  it('keeps the last good answer through a failure, reports it once, and clears it on success', async () => {
    const { fetcher, calls } = manual<number>();
    const onError = jest.fn();
    const { result } = renderHook(() => useRequest(fetcher, { onError }));
    await act(async () => calls[0]?.resolve(1));
    act(() => result.current.reload());
    expect(result.current.pending).toBe(true);
    const failure = new Error('offline');
    await act(async () => calls[1]?.reject(failure));
    expect(result.current).toMatchObject({ data: 1, error: failure, latestFailed: true });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(failure);
    act(() => result.current.reload());
    expect(result.current.latestFailed).toBe(false);
    await act(async () => calls[2]?.resolve(2));
    expect(result.current).toMatchObject({ data: 2, error: null, latestFailed: false });
  });

  it('aborts the request in flight when a newer one starts, and ignores its answer', async () => {
    const first = manual<string>();
    const second = manual<string>();
    const onError = jest.fn();
    const { result, rerender } = renderHook(({ fetcher }) => useRequest(fetcher, { onError }), {
      initialProps: { fetcher: first.fetcher },
    });
    rerender({ fetcher: second.fetcher });
    expect(first.calls[0]?.signal.aborted).toBe(true);
    await act(async () => second.calls[0]?.resolve('new'));
    await act(async () => first.calls[0]?.resolve('old'));
    expect(result.current.data).toBe('new');
    expect(onError).not.toHaveBeenCalled();
  });

  it('aborts on reload too', () => {
    const { fetcher, calls } = manual<number>();
    const { result } = renderHook(() => useRequest(fetcher));
    act(() => result.current.reload());
    expect(calls).toHaveLength(2);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.signal.aborted).toBe(false);
  });

  it('aborts the request in flight on unmount', () => {
    const { fetcher, calls } = manual<number>();
    const { unmount } = renderHook(() => useRequest(fetcher));
    unmount();
    expect(calls[0]?.signal.aborted).toBe(true);
  });

  it('asks again every refreshMs, and leaves no timer behind on unmount', async () => {
    jest.useFakeTimers();
    let answers = 0;
    const fetcher = jest.fn((_signal: AbortSignal) => Promise.resolve((answers += 1)));
    const { result, unmount } = renderHook(() => useRequest(fetcher, { refreshMs: 30_000 }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(result.current.data).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(29_999));
    expect(fetcher).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(result.current.data).toBe(2);
    expect(result.current.pending).toBe(false);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('does not poll without refreshMs', async () => {
    jest.useFakeTimers();
    const fetcher = jest.fn((_signal: AbortSignal) => Promise.resolve(1));
    renderHook(() => useRequest(fetcher));
    await act(() => jest.advanceTimersByTimeAsync(600_000));
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });
});
