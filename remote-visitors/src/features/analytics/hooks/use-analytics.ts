import { useEffect, useState } from 'react';
import { visitorApi, type AnalyticsSummary } from '@pawapuri/shared';

export const REFRESH_MS = 60_000;

/** Analytics, refetched every minute; the last good data stays on screen while refetching. */
export function useAnalytics(api = visitorApi) {
  const [data, setData] = useState<AnalyticsSummary | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    const load = () =>
      api.analytics().then(
        (summary) => {
          if (!live) return;
          setData(summary);
          setFailed(false);
        },
        (error: unknown) => {
          console.error('Failed to load analytics data', error);
          if (live) setFailed(true);
        },
      );
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [api]);
  return { data, failed };
}
