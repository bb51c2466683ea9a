import { useCallback, useEffect, useRef, useState } from 'react';
import type { AskToken } from '../utils/with-admin-token';

interface Pending {
  promise: Promise<string | null>;
  resolve: (token: string | null) => void;
}

/**
 * The token dialog as a promise: `ask` opens it and resolves with the token,
 * or null on Cancel. Calls that hit 401 together (a search and an export)
 * share one open dialog and one answer.
 */
export function useTokenDialog() {
  const [state, setState] = useState<{ open: boolean; refused: boolean }>({
    open: false,
    refused: false,
  });
  const pending = useRef<Pending | null>(null);

  const ask: AskToken = useCallback((refused) => {
    if (pending.current) return pending.current.promise;
    let resolve: Pending['resolve'] = () => undefined;
    const promise = new Promise<string | null>((done) => {
      resolve = done;
    });
    pending.current = { promise, resolve };
    setState({ open: true, refused });
    return promise;
  }, []);

  const answer = useCallback((token: string | null) => {
    const current = pending.current;
    pending.current = null;
    setState((previous) => ({ ...previous, open: false }));
    current?.resolve(token);
  }, []);

  // Leaving the page with the dialog open: the waiting calls end as cancelled.
  useEffect(() => () => pending.current?.resolve(null), []);

  return {
    ask,
    open: state.open,
    refused: state.refused,
    submit: (token: string) => answer(token),
    cancel: () => answer(null),
  };
}
