import { useCallback } from 'react';
import { useRequest, visitorApi } from '@pawapuri/shared';

export const REFRESH_MS = 60_000;

function logFailure(error: unknown): void {
  console.error('Failed to load analytics data', error);
}

/** Analytics, refetched every minute; the last good data stays on screen while refetching. */
export function useAnalytics(api = visitorApi) {
  const fetcher = useCallback((signal: AbortSignal) => api.analytics(signal), [api]);
  const { data, error } = useRequest(fetcher, { refreshMs: REFRESH_MS, onError: logFailure });
  // The message stays until a load succeeds, also while the next one runs.
  return { data, failed: error !== null };
}
