import { useCallback } from 'react';
import { useRequest, visitorApi, type SearchRequest } from '@pawapuri/shared';
import { TokenCancelledError, withAdminToken, type AskToken } from '../utils/with-admin-token';

function logFailure(failure: unknown): void {
  // Cancelling the token dialog is the keeper's choice, not a failure to log.
  if (!(failure instanceof TokenCancelledError)) console.error('Search failed', failure);
}

function failureMessage(failure: unknown): string | null {
  if (failure === null) return null;
  return failure instanceof TokenCancelledError
    ? 'Search cancelled: the admin token is needed'
    : 'Search failed';
}

/**
 * POST search whenever the request changes, asking for the admin token on
 * 401. The page on screen travels with the request that produced it, so a
 * failure or a cancelled token leaves rows, sort and paging all as they were.
 */
export function useSearch(request: SearchRequest, askToken: AskToken, api = visitorApi) {
  const fetcher = useCallback(
    (signal: AbortSignal) =>
      withAdminToken(() => api.search(request, signal), askToken).then((page) => ({
        request,
        page,
      })),
    [api, askToken, request],
  );
  const { data, error, pending, latestFailed } = useRequest(fetcher, { onError: logFailure });
  return {
    page: data?.page ?? null,
    shownRequest: data?.request ?? null,
    /** True when the latest request failed or was cancelled (the rows on screen are older). */
    latestFailed,
    error: failureMessage(error),
    loading: pending,
  };
}
