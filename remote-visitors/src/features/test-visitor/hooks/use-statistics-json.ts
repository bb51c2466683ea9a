import { useCallback } from 'react';
import { useRequest, visitorApi } from '@pawapuri/shared';
import { failureMessage } from '../utils/failure-message';

function logFailure(error: unknown): void {
  console.error('Statistics failed', error);
}

/** GET statistics once on load and again on demand; the last good answer stays on screen. */
export function useStatisticsJson(api = visitorApi) {
  const fetcher = useCallback((signal: AbortSignal) => api.statistics(signal), [api]);
  const { data, error, pending, reload } = useRequest(fetcher, { onError: logFailure });
  return {
    stats: data,
    error: error === null ? null : failureMessage(error, 'Failed to fetch data'),
    loading: pending,
    reload,
  };
}
