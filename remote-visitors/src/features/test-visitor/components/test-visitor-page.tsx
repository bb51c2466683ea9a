import { useCallback, useEffect, useState } from 'react';
import {
  buildVisitRecord,
  env,
  readBrowserFacts,
  usePageMeta,
  visitorApi,
  type VisitorStatistics,
} from '@pawapuri/shared';
import styles from './test-visitor.module.css';

/** Raw statistics plus a button that records a visit to /test through the shared client. */
export function TestVisitorPage({ api = visitorApi }: { api?: typeof visitorApi }) {
  usePageMeta('Visitor API test');
  const [stats, setStats] = useState<VisitorStatistics | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const load = useCallback(
    () =>
      api.statistics().then(setStats, (error: unknown) => {
        setMessage(error instanceof Error ? `Error: ${error.message}` : 'Failed to fetch data');
      }),
    [api],
  );
  useEffect(() => void load(), [load]);
  const track = async () => {
    try {
      await api.track(buildVisitRecord('/test', readBrowserFacts()));
      setMessage(null);
      await load();
    } catch {
      setMessage('Failed to track visit');
    }
  };
  return (
    <article className={styles.page}>
      <h1>Visitor API test</h1>
      <p>API base address: {env.apiUrl}</p>
      <button className={styles.button} type="button" onClick={() => void track()}>
        Track a Visit
      </button>
      {message && (
        <p role="alert" className={styles.alert}>
          {message}
        </p>
      )}
      <pre aria-label="Statistics" className={styles.stats}>
        {stats ? JSON.stringify(stats, null, 2) : 'Loading…'}
      </pre>
    </article>
  );
}
