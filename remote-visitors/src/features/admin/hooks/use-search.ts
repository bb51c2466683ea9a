import { useEffect, useState } from 'react';
import { visitorApi, type Page, type SearchRequest, type VisitorRecord } from '@pawapuri/shared';
import { TokenCancelledError, withAdminToken, type AskToken } from '../utils/with-admin-token';

interface Shown {
  request: SearchRequest;
  page: Page<VisitorRecord>;
}

/**
 * POST search whenever the request changes, asking for the admin token on
 * 401. The page on screen travels with the request that produced it, so a
 * failure or a cancelled token leaves rows, sort and paging all as they were.
 */
export function useSearch(request: SearchRequest, askToken: AskToken, api = visitorApi) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<SearchRequest | null>(null);

  useEffect(() => {
    // A slower answer to an older request must not replace a newer one.
    let current = true;
    setLoading(true);
    withAdminToken(() => api.search(request), askToken)
      .then(
        (result) => {
          if (!current) return;
          setShown({ request, page: result });
          setError(null);
        },
        (failure: unknown) => {
          if (current) setFailed(request);
          if (failure instanceof TokenCancelledError) {
            if (current) setError('Search cancelled: the admin token is needed');
            return;
          }
          console.error('Search failed', failure);
          if (current) setError('Search failed');
        },
      )
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [api, askToken, request]);

  return {
    page: shown?.page ?? null,
    shownRequest: shown?.request ?? null,
    /** True when the latest request failed or was cancelled (the rows on screen are older). */
    latestFailed: failed === request,
    error,
    loading,
  };
}
