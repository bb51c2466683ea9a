import { useCallback, useEffect, useRef, useState } from 'react';
import { visitorApi, type VisitorStatistics } from '@pawapuri/shared';
import { failureMessage, isAbort } from '../utils/failure-message';

/** GET statistics once on load and again on demand; the last good answer stays on screen. */
export function useStatisticsJson(api = visitorApi) {
  const [stats, setStats] = useState<VisitorStatistics | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const controller = useRef<AbortController | null>(null);

  const reload = useCallback(async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setLoading(true);
    try {
      setStats(await api.statistics(current.signal));
      setError(null);
    } catch (failure) {
      // A newer load or leaving the page aborted this one: nothing to report.
      if (isAbort(failure)) return;
      console.error('Statistics failed', failure);
      setError(failureMessage(failure, 'Failed to fetch data'));
    } finally {
      if (controller.current === current) setLoading(false);
    }
  }, [api]);

  useEffect(() => {
    void reload();
    return () => controller.current?.abort();
  }, [reload]);

  return { stats, error, loading, reload };
}
