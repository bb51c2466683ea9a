import { useCallback, useState } from 'react';
import { useRequest, type KeeperApi, type RightsRequest } from '@pawapuri/shared';
import { RightsRequestView } from '../../../keeper/rights-request-view';
import { AnswerRightsForm } from './answer-rights-form';
import styles from '../../../keeper/keeper.module.css';
import { ListPending } from '../../../keeper/list-pending';

/**
 * Owners: every keeper's correction and erasure requests, those waiting
 * first, each answered once; the API records when, and the time it took.
 */
export function RightsRequestsPanel({ api }: { api: KeeperApi }) {
  const fetcher = useCallback((signal: AbortSignal) => api.rightsRequests(signal), [api]);
  const list = useRequest(fetcher, { onError: (error) => console.error('Rights requests', error) });
  // Answers given here, shown at once in place of the listed request.
  const [answered, setAnswered] = useState<Record<number, RightsRequest>>({});
  const requests = (list.data?.requests ?? []).map((request) => answered[request.id] ?? request);
  const waiting = requests.filter((request) => request.answeredAt === null);
  const done = requests.filter((request) => request.answeredAt !== null);

  return (
    <section className={styles.section} aria-labelledby="rights-requests-heading">
      <h2 id="rights-requests-heading">Rights requests</h2>
      {list.data === null ? (
        <ListPending what="the rights requests" failed={list.latestFailed} onRetry={list.reload} />
      ) : (
        <>
          <h3>Waiting ({waiting.length})</h3>
          {waiting.length === 0 ? (
            <p className={styles.status}>No request is waiting.</p>
          ) : (
            <ul className={styles.requests} aria-label="Waiting requests">
              {waiting.map((request) => (
                <li key={request.id}>
                  <RightsRequestView request={request} showEmail />
                  <AnswerRightsForm
                    api={api}
                    request={request}
                    onAnswered={(answer) => setAnswered((all) => ({ ...all, [answer.id]: answer }))}
                  />
                </li>
              ))}
            </ul>
          )}
          {done.length > 0 ? (
            <>
              <h3>Answered</h3>
              <ul className={styles.requests} aria-label="Answered requests">
                {done.map((request) => (
                  <li key={request.id}>
                    <RightsRequestView request={request} showEmail />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
