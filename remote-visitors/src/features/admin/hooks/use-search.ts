import { useCallback } from 'react';
import { useRequest, visitorApi, type SearchRequest } from '@pawapuri/shared';
import { keeperCallMessage } from '../utils/keeper-call-message';

function logFailure(failure: unknown): void {
  console.error('Search failed', failure);
}

/**
 * POST search (with the keeper's session cookie) whenever the request
 * changes. The page on screen travels with the request that produced it, so
 * a failure leaves rows, sort and paging all as they were.
 */
export function useSearch(request: SearchRequest, api = visitorApi) {
  const fetcher = useCallback(
    (signal: AbortSignal) => api.search(request, signal).then((page) => ({ request, page })),
    [api, request],
  );
  const { data, error, pending, latestFailed } = useRequest(fetcher, { onError: logFailure });
  return {
    page: data?.page ?? null,
    shownRequest: data?.request ?? null,
    /** True when the latest request failed or was cancelled (the rows on screen are older). */
    latestFailed,
    error: error === null ? null : keeperCallMessage('Search', error),
    loading: pending,
  };
}
