import { useSyncExternalStore } from 'react';
import { apiBaseUrl, usePageMeta, visitorApi } from '@pawapuri/shared';
import { useStatisticsJson } from '../hooks/use-statistics-json';
import { useTrackTestVisit } from '../hooks/use-track-test-visit';
import styles from './test-visitor.module.css';

function statisticsText(json: unknown, loading: boolean): string {
  if (json) return JSON.stringify(json, null, 2);
  return loading ? 'Loading…' : 'No statistics';
}

const never = () => () => {};

/** The API address this browser uses; the server, which has no page settings, renders none. */
function useApiAddress(): string {
  return useSyncExternalStore(never, apiBaseUrl, () => '');
}

/** Raw statistics plus a button that records a visit to /test through the shared client. */
export function TestVisitorPage({ api = visitorApi }: { api?: typeof visitorApi }) {
  const { title } = usePageMeta();
  const statistics = useStatisticsJson(api);
  const tracking = useTrackTestVisit(statistics.reload, api);
  // The latest action speaks first: a failed click outranks an older load error.
  const message = tracking.error ?? statistics.error;
  const apiAddress = useApiAddress();
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p>API base address: {apiAddress}</p>
      <button className={styles.button} type="button" onClick={() => void tracking.track()}>
        Track a Visit
      </button>
      {message && (
        <p role="alert" className={styles.alert}>
          {message}
        </p>
      )}
      <pre aria-label="Statistics" className={styles.stats}>
        {statisticsText(statistics.stats, statistics.loading)}
      </pre>
    </article>
  );
}
