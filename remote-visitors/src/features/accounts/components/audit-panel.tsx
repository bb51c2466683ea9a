import { useCallback, useState } from 'react';
import { useRequest, type AuditEntry, type AuditFilter, type KeeperApi } from '@pawapuri/shared';
import { errorAt, formFailure } from '../../../keeper/form-failure';
import { saveFile } from '../../../utils/save-file';
import { AuditFilterForm } from './audit-filter-form';
import styles from '../../../keeper/keeper.module.css';
import { TableScroller } from '../../../keeper/table-scroller';

const PAGE_SIZE = 50;

const details = (entry: AuditEntry) =>
  Object.entries(entry.detail)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ');

/** The audit log, newest first: filtered, paged, and exported as CSV with the same filters. */
export function AuditPanel({ api }: { api: KeeperApi }) {
  const [filter, setFilter] = useState<AuditFilter>({});
  const [page, setPage] = useState(0);
  const fetcher = useCallback(
    (signal: AbortSignal) => api.audit({ ...filter, page, size: PAGE_SIZE }, signal),
    [api, filter, page],
  );
  const log = useRequest(fetcher, { onError: (error) => console.error('Audit log', error) });
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const failure = log.latestFailed ? formFailure(log.error, ['actor', 'from', 'to']) : null;
  const pages = Math.max(1, log.data?.totalPages ?? 1);

  const exportCsv = async () => {
    setExporting(true);
    setExportFailed(false);
    try {
      const file = await api.auditCsv(filter);
      saveFile(file.blob, file.fileName);
    } catch (error) {
      console.error('Audit export', error);
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="audit-heading">
      <h2 id="audit-heading">Audit log</h2>
      <AuditFilterForm
        fieldError={(field) => errorAt(failure, field)}
        onApply={(next) => {
          setFilter(next);
          setPage(0);
        }}
      />
      <div className={styles.actions}>
        <button
          className={styles.button}
          type="button"
          aria-busy={exporting}
          disabled={exporting}
          onClick={() => void exportCsv()}
        >
          Export CSV
        </button>
        {exportFailed ? (
          <p role="alert" className={styles.error}>
            The export failed.
          </p>
        ) : null}
      </div>
      {failure && failure.field === null ? (
        <p role="alert" className={styles.error}>
          Could not load the audit log: {failure.message}
        </p>
      ) : (
        <p role="status" className={styles.status}>
          {log.pending
            ? 'Loading the audit log…'
            : log.data
              ? `${log.data.totalElements} ${log.data.totalElements === 1 ? 'entry' : 'entries'}`
              : ''}
        </p>
      )}
      {log.data ? (
        <TableScroller label="Audit log table">
          <table className={styles.table}>
            <caption className={styles.caption}>Audit entries, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Keeper</th>
                <th scope="col">Action</th>
                <th scope="col">Via</th>
                <th scope="col">Network</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {log.data.content.length === 0 ? (
                <tr>
                  <td colSpan={6}>No entries match</td>
                </tr>
              ) : (
                log.data.content.map((entry) => (
                  <tr key={entry.id}>
                    <td>{new Date(entry.at).toLocaleString('en-IN')}</td>
                    <td>{entry.actor ?? '—'}</td>
                    <td>{entry.action}</td>
                    <td>{entry.via}</td>
                    <td>{entry.network}</td>
                    <td>{details(entry)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </TableScroller>
      ) : null}
      {pages > 1 ? (
        <nav aria-label="Audit log pages" className={styles.actions}>
          <button
            className={styles.button}
            type="button"
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          >
            Previous
          </button>
          <span>
            Page {page + 1} of {pages}
          </span>
          <button
            className={styles.button}
            type="button"
            disabled={page >= pages - 1}
            onClick={() => setPage(page + 1)}
          >
            Next
          </button>
        </nav>
      ) : null}
    </section>
  );
}
