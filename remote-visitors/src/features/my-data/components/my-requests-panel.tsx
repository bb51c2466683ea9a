import { useCallback } from 'react';
import { useRequest, type KeeperApi } from '@pawapuri/shared';
import { AskRightsForm } from './ask-rights-form';
import { RightsRequestView } from '../../../keeper/rights-request-view';
import styles from '../../../keeper/keeper.module.css';
import { ListPending } from '../../../keeper/list-pending';

/** The keeper's correction and erasure requests: a new one, and each earlier one with its answer. */
export function MyRequestsPanel({ api }: { api: KeeperApi }) {
  const fetcher = useCallback((signal: AbortSignal) => api.myRequests(signal), [api]);
  const mine = useRequest(fetcher, { onError: (error) => console.error('My requests', error) });
  return (
    <section className={styles.section} aria-labelledby="my-requests-heading">
      <h2 id="my-requests-heading">Correct or erase my data</h2>
      <AskRightsForm api={api} onAsked={mine.reload} />
      <h3>My requests</h3>
      {mine.data === null ? (
        <ListPending what="your requests" failed={mine.latestFailed} onRetry={mine.reload} />
      ) : mine.data.requests.length === 0 ? (
        <p className={styles.status}>You have asked for nothing yet.</p>
      ) : (
        <ul className={styles.requests} aria-label="My requests">
          {mine.data.requests.map((request) => (
            <li key={request.id}>
              <RightsRequestView request={request} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
