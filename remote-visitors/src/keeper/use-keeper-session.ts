import { useCallback } from 'react';
import {
  ApiError,
  keeperApi,
  useRequest,
  type KeeperApi,
  type KeeperIdentity,
} from '@pawapuri/shared';

/** Where the keeper pages stand: asking who is signed in, nobody, somebody, or the API failed. */
export type KeeperSession =
  | { state: 'loading' }
  | { state: 'signed-out'; refresh: () => void }
  | { state: 'failed'; retry: () => void }
  | { state: 'signed-in'; identity: KeeperIdentity; refresh: () => void };

/** 401 (no live session) and 403 (no keeper account yet, asked from elsewhere) both mean: sign in. */
function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

function logFailure(error: unknown): void {
  if (!isSignedOut(error)) console.error('Could not ask who is signed in', error);
}

/**
 * Who is signed in, asked of the API (GET /me with the session cookie): the
 * cookie is HttpOnly, so the page itself never holds a credential and learns
 * who it is only from the answer. `refresh` asks again (after a sign-in or a
 * sign-out).
 */
export function useKeeperSession(api: KeeperApi = keeperApi): KeeperSession {
  const fetcher = useCallback((signal: AbortSignal) => api.me(signal), [api]);
  const { data, error, pending, reload } = useRequest(fetcher, { onError: logFailure });
  if (error !== null && isSignedOut(error)) return { state: 'signed-out', refresh: reload };
  if (error !== null && !pending) return { state: 'failed', retry: reload };
  if (data !== null) return { state: 'signed-in', identity: data, refresh: reload };
  return { state: 'loading' };
}
