import { useCallback, useEffect, useState } from 'react';
import {
  ApiError,
  saveAdminToken,
  visitorApi,
  type Page,
  type SearchRequest,
  type VisitorRecord,
} from '@pawapuri/shared';

/** Runs an admin call; on 401 asks for the token once, keeps it for the session and retries. */
export async function withAdminToken<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    const token = window.prompt('Admin token');
    if (!token) throw error;
    saveAdminToken(token);
    return call();
  }
}

/** The admin search; a failure keeps the previous page on screen and reports a short message. */
export function useSearch(request: SearchRequest, api = visitorApi) {
  const [page, setPage] = useState<Page<VisitorRecord> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const run = useCallback(() => {
    setLoading(true);
    withAdminToken(() => api.search(request))
      .then(
        (result) => {
          setPage(result);
          setError(null);
        },
        (failure: unknown) => {
          console.error('Search failed', failure);
          setError('Search failed');
        },
      )
      .finally(() => setLoading(false));
  }, [api, request]);
  useEffect(run, [run]);
  return { page, error, loading };
}
