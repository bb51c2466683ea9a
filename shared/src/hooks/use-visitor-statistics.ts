import { useCallback } from 'react';
import { visitorApi, type VisitorApi } from '../api/visitor-api';
import type { VisitorStatistics } from '../types';
import {
  readLastStatistics,
  writeLastStatistics,
  type KnownStatistics,
} from './last-known-statistics';
import { useRequest } from './use-request';

export interface StatisticsState {
  /** The figures to show; null while loading, or when none are known at all. */
  statistics: VisitorStatistics | null;
  loading: boolean;
  /**
   * When the figures shown were current (ms since 1970), if the API could not
   * be reached for newer ones; null while they are live.
   */
  asOf: number | null;
}

interface Answer extends KnownStatistics {
  live: boolean;
}

/**
 * Visitor statistics for the footer (read once) and the home panel (refreshed
 * every `refreshMs`). Every answer is kept in localStorage; when the API
 * cannot be reached (offline, down) the last figures known, this page's or an
 * earlier one's, stay on screen with the time they are from, never zeros.
 * Failures are logged, never shown. Storage is read only once a request has
 * failed, in the effect, so the first render is the same on the server.
 */
export function useVisitorStatistics(
  refreshMs: number | null = null,
  api: Pick<VisitorApi, 'statistics'> = visitorApi,
  now: () => number = Date.now,
): StatisticsState {
  const fetcher = useCallback(
    async (signal: AbortSignal): Promise<Answer> => {
      try {
        const known = { statistics: await api.statistics(signal), at: now() };
        writeLastStatistics(known);
        return { ...known, live: true };
      } catch (error) {
        const last = signal.aborted ? null : readLastStatistics();
        if (!last) throw error;
        logFailure(error);
        return { ...last, live: false };
      }
    },
    [api, now],
  );
  const { data, error, latestFailed } = useRequest(fetcher, { refreshMs, onError: logFailure });
  return {
    statistics: data?.statistics ?? null,
    loading: data === null && error === null,
    asOf: data && (!data.live || latestFailed) ? data.at : null,
  };
}

function logFailure(error: unknown): void {
  console.error('Loading visitor statistics failed.', error);
}
