import { useCallback } from 'react';
import { useRequest, type KeeperApi } from '@pawapuri/shared';
import keeper from '../../../keeper/keeper.module.css';
import { ListPending } from '../../../keeper/list-pending';

const when = (at: string) => new Date(at).toLocaleString('en-IN');

/**
 * Visitors' accessibility barrier reports (from the accessibility
 * statement's form), newest first, for the keepers who can fix the pages.
 */
export function BarrierReportsPanel({ api }: { api: KeeperApi }) {
  const fetcher = useCallback((signal: AbortSignal) => api.barrierReports(signal), [api]);
  const list = useRequest(fetcher, { onError: (error) => console.error('Barrier reports', error) });
  return (
    <section className={keeper.section} aria-labelledby="barrier-reports-heading">
      <h2 id="barrier-reports-heading">Accessibility barriers reported</h2>
      {list.data === null ? (
        <ListPending what="the barrier reports" failed={list.latestFailed} onRetry={list.reload} />
      ) : list.data.reports.length === 0 ? (
        <p className={keeper.status}>No barrier has been reported.</p>
      ) : (
        <ul className={keeper.requests} aria-label="Barrier reports">
          {list.data.reports.map((report) => (
            <li key={report.id}>
              <p>
                <strong>{report.page}</strong>, {when(report.reportedAt)} (
                {report.language === 'hi' ? 'Hindi' : 'English'})
              </p>
              <p className={keeper.quote}>{report.description}</p>
              <p className={keeper.hint}>
                {report.contact ? `Answer to: ${report.contact}` : 'No contact given.'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
