import { useCallback } from 'react';
import { visitorApi, type VisitorApi } from '../api/visitor-api';
import type { VisitorStatistics } from '../types';
import { useRequest } from './use-request';

export const ZERO_STATISTICS: VisitorStatistics = {
  totalVisits: 0,
  todayVisits: 0,
  todayUniqueVisitors: 0,
};

export interface StatisticsState {
  statistics: VisitorStatistics;
  loading: boolean;
}

/**
 * Visitor statistics for the footer (read once) and the home panel (refreshed
 * every `refreshMs`). A failed call shows zeros and stops loading; the
 * failure is logged, never shown. A failed refresh keeps the figures already
 * on screen.
 */
export function useVisitorStatistics(
  refreshMs: number | null = null,
  api: Pick<VisitorApi, 'statistics'> = visitorApi,
): StatisticsState {
  const fetcher = useCallback((signal: AbortSignal) => api.statistics(signal), [api]);
  const { data, error } = useRequest(fetcher, { refreshMs, onError: logFailure });
  return { statistics: data ?? ZERO_STATISTICS, loading: data === null && error === null };
}

function logFailure(error: unknown): void {
  console.error('Loading visitor statistics failed.', error);
}
