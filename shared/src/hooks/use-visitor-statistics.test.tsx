import { act, renderHook, waitFor } from '@testing-library/react';
import { useVisitorStatistics, ZERO_STATISTICS } from './use-visitor-statistics';
import type { VisitorStatistics } from '../types';

const FIGURES: VisitorStatistics = {
  totalVisits: 123456,
  todayVisits: 42,
  todayUniqueVisitors: 17,
};

let error: jest.SpyInstance;

beforeEach(() => {
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  error.mockRestore();
  jest.useRealTimers();
});

describe('useVisitorStatistics', () => {
  it('is loading with zeros, then shows the figures', async () => {
    const api = { statistics: jest.fn().mockResolvedValue(FIGURES) };
    const { result } = renderHook(() => useVisitorStatistics(null, api));
    expect(result.current).toEqual({ statistics: ZERO_STATISTICS, loading: true });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.statistics).toEqual(FIGURES);
    expect(api.statistics).toHaveBeenCalledTimes(1);
  });

  it('shows zeros and stops loading on failure, logging it', async () => {
    const api = { statistics: jest.fn().mockRejectedValue(new Error('HTTP 500')) };
    const { result } = renderHook(() => useVisitorStatistics(null, api));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.statistics).toEqual(ZERO_STATISTICS);
    expect(error).toHaveBeenCalled();
  });

  it('refreshes on the interval and keeps the last good figures when a refresh fails', async () => {
    jest.useFakeTimers();
    const newer = { ...FIGURES, todayVisits: 43 };
    const api = {
      statistics: jest
        .fn()
        .mockResolvedValueOnce(FIGURES)
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValueOnce(newer),
    };
    const { result } = renderHook(() => useVisitorStatistics(60_000, api));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(result.current).toEqual({ statistics: FIGURES, loading: false });

    await act(() => jest.advanceTimersByTimeAsync(59_999));
    expect(api.statistics).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(api.statistics).toHaveBeenCalledTimes(2);
    expect(result.current).toEqual({ statistics: FIGURES, loading: false });

    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(api.statistics).toHaveBeenCalledTimes(3);
    expect(result.current.statistics).toEqual(newer);
  });

  it('does not refresh without an interval', async () => {
    jest.useFakeTimers();
    const api = { statistics: jest.fn().mockResolvedValue(FIGURES) };
    renderHook(() => useVisitorStatistics(null, api));
    await act(() => jest.advanceTimersByTimeAsync(600_000));
    expect(api.statistics).toHaveBeenCalledTimes(1);
  });

  it('aborts the call and stops refreshing on unmount', async () => {
    jest.useFakeTimers();
    const signals: AbortSignal[] = [];
    const api = {
      statistics: jest.fn(
        (signal?: AbortSignal) =>
          new Promise<VisitorStatistics>((_resolve, reject) => {
            if (signal) signals.push(signal);
            signal?.addEventListener('abort', () => reject(new Error('aborted')));
          }),
      ),
    };
    const { unmount } = renderHook(() => useVisitorStatistics(1000, api));
    expect(signals[0]?.aborted).toBe(false);
    unmount();
    expect(signals[0]?.aborted).toBe(true);
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(api.statistics).toHaveBeenCalledTimes(1);
    // An aborted call is not a failure worth logging.
    expect(error).not.toHaveBeenCalled();
  });
});
