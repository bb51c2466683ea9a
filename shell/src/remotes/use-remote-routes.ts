import { useCallback, useEffect, useState } from 'react';
import { useRequest } from '@pawapuri/shared';
import { loadRemoteRoutes, type RemoteRoutesComponent } from './load-remote-routes';
import { preloadFailed } from './failed-preloads';
import { integrityRefused } from './integrity-plugin';
import { resetRemote } from './remote-registry';

/** How long a remote may take before the visitor is offered a retry. */
export const REMOTE_SLOW_MS = 8000;

export type RemoteState =
  | { status: 'loading' }
  | { status: 'ready'; Routes: RemoteRoutesComponent }
  | { status: 'failed'; reason: 'error' | 'slow' };

/**
 * Loads a remote's routes through the shared request hook, with a time limit.
 * When the limit passes the visitor sees the fallback with a retry; if the
 * slow load still arrives, the pages appear without any action.
 */
export function useRemoteRoutes(name: string, slowMs: number = REMOTE_SLOW_MS) {
  // A federated module cannot be cancelled: an aborted load is simply ignored.
  const load = useCallback(() => loadRemoteRoutes(name), [name]);
  const request = useRequest(load);
  const { pending, reload } = request;
  // Each attempt (a remote, then every retry) has its own time limit.
  const [attempt, setAttempt] = useState(0);
  const [resetting, setResetting] = useState(false);
  const [slowAttempt, setSlowAttempt] = useState<string | null>(null);
  const attemptKey = `${name}#${attempt}`;

  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(() => setSlowAttempt(attemptKey), slowMs);
    return () => clearTimeout(timer);
  }, [pending, attemptKey, slowMs]);

  const retry = useCallback(() => {
    // A refused remote is tried again only as the server signs it anew: with the page it renders.
    if (preloadFailed(name) || integrityRefused(name)) {
      window.location.reload();
      return;
    }
    setResetting(true);
    setAttempt((n) => n + 1);
    resetRemote(name)
      .catch((error: unknown) => console.error(`Resetting ${name} failed.`, error))
      .finally(() => {
        setResetting(false);
        reload();
      });
  }, [name, reload]);

  let state: RemoteState;
  if (resetting) state = { status: 'loading' };
  else if (request.data) state = { status: 'ready', Routes: request.data };
  else if (request.latestFailed) state = { status: 'failed', reason: 'error' };
  else if (slowAttempt === attemptKey) state = { status: 'failed', reason: 'slow' };
  else state = { status: 'loading' };
  return { state, retry };
}
