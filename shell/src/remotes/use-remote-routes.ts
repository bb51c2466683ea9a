import { useCallback, useEffect, useState } from 'react';
import { loadRemoteRoutes, type RemoteRoutesComponent } from './load-remote-routes';
import { resetRemote } from './remote-registry';

/** How long a remote may take before the visitor is offered a retry. */
export const REMOTE_SLOW_MS = 8000;

export type RemoteState =
  | { status: 'loading' }
  | { status: 'ready'; Routes: RemoteRoutesComponent }
  | { status: 'failed'; reason: 'error' | 'slow' };

/**
 * Loads a remote's routes with a time limit. When the limit passes the
 * visitor sees the fallback with a retry; if the slow load still arrives, the
 * pages appear without any action.
 */
export function useRemoteRoutes(name: string, slowMs: number = REMOTE_SLOW_MS) {
  const [state, setState] = useState<RemoteState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    const timer = setTimeout(() => {
      if (active) setState({ status: 'failed', reason: 'slow' });
    }, slowMs);
    loadRemoteRoutes(name).then(
      (Routes) => {
        clearTimeout(timer);
        if (active) setState({ status: 'ready', Routes });
      },
      () => {
        clearTimeout(timer);
        if (active) setState({ status: 'failed', reason: 'error' });
      },
    );
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [name, slowMs, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    resetRemote(name)
      .catch((error: unknown) => console.error(`Resetting ${name} failed.`, error))
      .finally(() => setAttempt((n) => n + 1));
  }, [name]);

  return { state, retry };
}
