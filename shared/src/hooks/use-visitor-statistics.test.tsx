import { act, renderHook, waitFor } from '@testing-library/react';
import { LAST_STATISTICS_KEY } from './last-known-statistics';
import { useVisitorStatistics } from './use-visitor-statistics';
import type { VisitorStatistics } from '../types';

const FIGURES: VisitorStatistics = {
  totalVisits: 123456,
  todayVisits: 42,
  todayUniqueVisitors: 17,
};
const EARLIER = Date.parse('2026-11-22T08:35:00.000Z');
const NOW = Date.parse('2026-11-22T09:00:00.000Z');
const now = () => NOW;

let error: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  error.mockRestore();
  jest.useRealTimers();
});

const offline = () => new TypeError('Failed to fetch');

describe('useVisitorStatistics', () => {
  it('is loading with nothing to show, then shows the live figures', async () => {
    const api = { statistics: jest.fn().mockResolvedValue(FIGURES) };
    const { result } = renderHook(() => useVisitorStatistics(null, api, now));
    expect(result.current).toEqual({ statistics: null, loading: true, asOf: null });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toEqual({ statistics: FIGURES, loading: false, asOf: null });
    expect(api.statistics).toHaveBeenCalledTimes(1);
  });

  it('keeps each answer with its time in localStorage', async () => {
    const api = { statistics: jest.fn().mockResolvedValue(FIGURES) };
    const { result } = renderHook(() => useVisitorStatistics(null, api, now));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(JSON.parse(localStorage.getItem(LAST_STATISTICS_KEY)!)).toEqual({
      statistics: FIGURES,
      at: NOW,
    });
  });

  it('shows the last figures known, with their time, when the API cannot be reached', async () => {
    localStorage.setItem(LAST_STATISTICS_KEY, JSON.stringify({ statistics: FIGURES, at: EARLIER }));
    const api = { statistics: jest.fn().mockRejectedValue(offline()) };
    const { result } = renderHook(() => useVisitorStatistics(null, api, now));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toEqual({ statistics: FIGURES, loading: false, asOf: EARLIER });
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('shows nothing, not zeros, when the API fails and nothing is known', async () => {
    localStorage.setItem(LAST_STATISTICS_KEY, '{"statistics":{"totalVisits":"lots"},"at":1}');
    const api = { statistics: jest.fn().mockRejectedValue(new Error('HTTP 500')) };
    const { result } = renderHook(() => useVisitorStatistics(null, api, now));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toEqual({ statistics: null, loading: false, asOf: null });
    expect(error).toHaveBeenCalled();
  });

  it('marks the figures on screen with their time when a refresh fails, and live again after', async () => {
    jest.useFakeTimers();
    const newer = { ...FIGURES, todayVisits: 43 };
    const api = {
      statistics: jest
        .fn()
        .mockResolvedValueOnce(FIGURES)
        .mockRejectedValueOnce(offline())
        .mockResolvedValueOnce(newer),
    };
    const { result } = renderHook(() => useVisitorStatistics(60_000, api, now));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(result.current).toEqual({ statistics: FIGURES, loading: false, asOf: null });

    await act(() => jest.advanceTimersByTimeAsync(59_999));
    expect(api.statistics).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(api.statistics).toHaveBeenCalledTimes(2);
    expect(result.current).toEqual({ statistics: FIGURES, loading: false, asOf: NOW });

    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(api.statistics).toHaveBeenCalledTimes(3);
    expect(result.current).toEqual({ statistics: newer, loading: false, asOf: null });
  });

  it('marks the figures on screen when a refresh fails and storage is blocked', async () => {
    jest.useFakeTimers();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const api = {
      statistics: jest.fn().mockResolvedValueOnce(FIGURES).mockRejectedValueOnce(offline()),
    };
    const { result } = renderHook(() => useVisitorStatistics(1000, api, now));
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(api.statistics).toHaveBeenCalledTimes(2);
    expect(result.current).toEqual({ statistics: FIGURES, loading: false, asOf: NOW });
    setItem.mockRestore();
  });

  it('does not refresh without an interval', async () => {
    jest.useFakeTimers();
    const api = { statistics: jest.fn().mockResolvedValue(FIGURES) };
    renderHook(() => useVisitorStatistics(null, api, now));
    await act(() => jest.advanceTimersByTimeAsync(600_000));
    expect(api.statistics).toHaveBeenCalledTimes(1);
  });

  it('aborts the call and stops refreshing on unmount', async () => {
    jest.useFakeTimers();
    localStorage.setItem(LAST_STATISTICS_KEY, JSON.stringify({ statistics: FIGURES, at: EARLIER }));
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
    const { unmount } = renderHook(() => useVisitorStatistics(1000, api, now));
    expect(signals[0]?.aborted).toBe(false);
    unmount();
    expect(signals[0]?.aborted).toBe(true);
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(api.statistics).toHaveBeenCalledTimes(1);
    // An aborted call is not a failure worth logging.
    expect(error).not.toHaveBeenCalled();
  });
});
