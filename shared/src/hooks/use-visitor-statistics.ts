import { useEffect, useState } from 'react';
import { visitorApi, type VisitorApi } from '../api/visitor-api';
import type { VisitorStatistics } from '../types';

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
 * failure is logged, never shown. A failed refresh keeps
 * the figures already on screen.
 */
export function useVisitorStatistics(
  refreshMs: number | null = null,
  api: Pick<VisitorApi, 'statistics'> = visitorApi,
): StatisticsState {
  const [state, setState] = useState<StatisticsState>({
    statistics: ZERO_STATISTICS,
    loading: true,
  });

  useEffect(() => {
    const controller = new AbortController();
    const load = async () => {
      try {
        const statistics = await api.statistics(controller.signal);
        setState({ statistics, loading: false });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('Loading visitor statistics failed.', error);
        setState((previous) => ({ ...previous, loading: false }));
      }
    };
    void load();
    const timer = refreshMs ? setInterval(() => void load(), refreshMs) : undefined;
    return () => {
      controller.abort();
      if (timer) clearInterval(timer);
    };
  }, [api, refreshMs]);

  return state;
}
