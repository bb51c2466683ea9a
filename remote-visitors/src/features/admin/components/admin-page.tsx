import { useState } from 'react';
import {
  SORT_FIELDS,
  formatNumber,
  usePageMeta,
  visitorApi,
  type ExportFormat,
  type SearchFilter,
  type SearchRequest,
} from '@pawapuri/shared';
import { useSearch, withAdminToken } from '../hooks/use-search';
import { EMPTY_FILTER, INITIAL_REQUEST, PAGE_SIZES, nextSort, toIso } from '../utils/search-state';
import styles from './admin.module.css';

const BUTTON = styles.button;
const PRIMARY = `${styles.button} ${styles.primary}`;

const TEXT_FIELDS = [
  'ipAddress',
  'browser',
  'operatingSystem',
  'country',
  'city',
  'pageVisited',
  'sessionId',
] as const;
const timeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'medium',
});

export function AdminPage({ api = visitorApi }: { api?: typeof visitorApi }) {
  usePageMeta('Visitor Admin Dashboard');
  const [request, setRequest] = useState<SearchRequest>(INITIAL_REQUEST);
  const [draft, setDraft] = useState<SearchFilter>(EMPTY_FILTER);
  const [showFilters, setShowFilters] = useState(false);
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const { page, error, loading } = useSearch(request, api);
  const pages = page ? Math.max(1, Math.ceil(page.totalElements / request.size)) : 1;
  const go = (n: number) => setRequest({ ...request, page: Math.min(Math.max(n, 0), pages - 1) });
  const setField = (name: keyof SearchFilter, value: string) =>
    setDraft({ ...draft, [name]: value === '' ? null : value });

  const download = async (format: ExportFormat) => {
    setBusy(format);
    setExportError(null);
    try {
      const file = await withAdminToken(() =>
        api.exportVisits(format, { startDate: request.startDate, endDate: request.endDate }),
      );
      const link = document.createElement('a');
      link.href = URL.createObjectURL(file.blob);
      link.download = file.fileName;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (failure) {
      console.error('Export failed', failure);
      setExportError('Export failed');
    } finally {
      setBusy(null);
    }
  };

  return (
    <article className={styles.page}>
      <h1>Visitor Admin Dashboard</h1>
      <p className={styles.toolbar}>
        <button
          className={BUTTON}
          type="button"
          aria-expanded={showFilters}
          onClick={() => setShowFilters(!showFilters)}
        >
          Filters
        </button>
      </p>
      {showFilters && (
        <form
          className={styles.filters}
          onSubmit={(event) => {
            event.preventDefault();
            setRequest({ ...request, ...draft, page: 0 });
          }}
        >
          {TEXT_FIELDS.map((name) => (
            <label key={name} className={styles.field}>
              {name}
              <input value={draft[name] ?? ''} onChange={(e) => setField(name, e.target.value)} />
            </label>
          ))}
          <label className={styles.field}>
            deviceType
            <select
              value={draft.deviceType ?? ''}
              onChange={(e) => setField('deviceType', e.target.value)}
            >
              <option value="">Any</option>
              <option value="desktop">desktop</option>
              <option value="mobile">mobile</option>
              <option value="tablet">tablet</option>
            </select>
          </label>
          <label className={styles.field}>
            startDate
            <input
              type="datetime-local"
              onChange={(e) => setDraft({ ...draft, startDate: toIso(e.target.value) })}
            />
          </label>
          <label className={styles.field}>
            endDate
            <input
              type="datetime-local"
              onChange={(e) => setDraft({ ...draft, endDate: toIso(e.target.value) })}
            />
          </label>
          <div className={styles.actions}>
            <button className={PRIMARY} type="submit">
              Search
            </button>
            <button
              className={BUTTON}
              type="reset"
              onClick={() => {
                setDraft(EMPTY_FILTER);
                setRequest({ ...request, ...EMPTY_FILTER, page: 0 });
              }}
            >
              Reset
            </button>
          </div>
        </form>
      )}
      <p className={styles.toolbar}>
        {(['csv', 'excel', 'pdf'] as const).map((format) => (
          <button
            key={format}
            className={BUTTON}
            type="button"
            disabled={busy !== null}
            aria-busy={busy === format}
            onClick={() => void download(format)}
          >
            {busy === format ? 'Downloading…' : format.toUpperCase()}
          </button>
        ))}
      </p>
      {(error ?? exportError) && (
        <p role="alert" className={styles.alert}>
          {error ?? exportError}
        </p>
      )}
      <label className={`${styles.field} ${styles.compact}`}>
        Page size
        <select
          value={request.size}
          onChange={(e) => setRequest({ ...request, size: Number(e.target.value), page: 0 })}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size}>{size}</option>
          ))}
        </select>
      </label>
      {loading && <p role="status">Loading…</p>}
      <div className={styles.scroller}>
        <table className={styles.table}>
          <thead>
            <tr>
              {SORT_FIELDS.map((field) => (
                <th
                  key={field}
                  aria-sort={
                    request.sortBy === field
                      ? request.sortDirection === 'ASC'
                        ? 'ascending'
                        : 'descending'
                      : undefined
                  }
                >
                  <button
                    className={styles.sort}
                    type="button"
                    onClick={() => setRequest(nextSort(request, field))}
                  >
                    {field}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page?.content.map((row) => (
              <tr key={row.id}>
                <td>{formatNumber(row.id)}</td>
                <td>{timeFormat.format(new Date(row.visitTime))}</td>
                <td>{row.ipAddress}</td>
                <td>{row.browser}</td>
                <td>{row.operatingSystem}</td>
                <td>{row.country ?? 'Unknown'}</td>
                <td>{row.pageVisited}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav aria-label="Pagination" className={`${styles.toolbar} ${styles.pager}`}>
          <button
            className={BUTTON}
            type="button"
            disabled={request.page === 0}
            onClick={() => go(0)}
          >
            First
          </button>
          <button
            className={BUTTON}
            type="button"
            disabled={request.page === 0}
            onClick={() => go(request.page - 1)}
          >
            Previous
          </button>
          <span>
            Page {request.page + 1} of {pages}
          </span>
          <button
            className={BUTTON}
            type="button"
            disabled={request.page >= pages - 1}
            onClick={() => go(request.page + 1)}
          >
            Next
          </button>
          <button
            className={BUTTON}
            type="button"
            disabled={request.page >= pages - 1}
            onClick={() => go(pages - 1)}
          >
            Last
          </button>
        </nav>
      )}
    </article>
  );
}
