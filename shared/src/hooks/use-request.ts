import { useCallback, useEffect, useEffectEvent, useState } from 'react';

/** Loads something; must give up (reject) when `signal` aborts. */
export type Fetcher<T> = (signal: AbortSignal) => Promise<T>;

export interface UseRequestOptions {
  /** Ask again this often while mounted; null or 0: only on mount, on a new fetcher and on reload. */
  refreshMs?: number | null;
  /** Called once per failed request (never for an aborted one): log it here. */
  onError?: (error: unknown) => void;
}

export interface UseRequestState<T> {
  /** The last good answer; it stays through later loads and failures. */
  data: T | null;
  /** Why the last settled request failed; null once one succeeds. */
  error: unknown;
  /** True while the latest request asked for has not answered. */
  pending: boolean;
  /** True when the latest request asked for has failed. */
  latestFailed: boolean;
  /** Ask again now. */
  reload: () => void;
}

interface Settled<T> {
  fetcher: Fetcher<T>;
  run: number;
  data: T | null;
  error: unknown;
  failed: boolean;
}

/**
 * The one way the browser packages fetch: runs `fetcher` on mount, whenever
 * `fetcher` changes (memoise it on its inputs), on `reload()` and every
 * `refreshMs`. A newer request aborts the one in flight, and unmounting
 * aborts it too, so a slow old answer never replaces a newer one.
 */
export function useRequest<T>(
  fetcher: Fetcher<T>,
  options: UseRequestOptions = {},
): UseRequestState<T> {
  const { refreshMs = null, onError } = options;
  const [run, setRun] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const reportError = useEffectEvent((error: unknown) => onError?.(error));

  useEffect(() => {
    const controller = new AbortController();
    fetcher(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setSettled({ fetcher, run, data, error: null, failed: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reportError(error);
        setSettled((previous) => ({
          fetcher,
          run,
          data: previous?.data ?? null,
          error,
          failed: true,
        }));
      },
    );
    return () => controller.abort();
  }, [fetcher, run]);

  useEffect(() => {
    if (!refreshMs) return undefined;
    const timer = setInterval(() => setRun((count) => count + 1), refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);

  const reload = useCallback(() => setRun((count) => count + 1), []);
  const latest = settled !== null && settled.fetcher === fetcher && settled.run === run;
  return {
    data: settled?.data ?? null,
    error: settled?.error ?? null,
    pending: !latest,
    latestFailed: latest && settled.failed,
    reload,
  };
}
