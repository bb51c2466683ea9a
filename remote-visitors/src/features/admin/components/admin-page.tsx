import {
  type ContentApi,
  formatNumber,
  keeperApi,
  type KeeperApi,
  type KeeperIdentity,
  type Page,
  type SearchRequest,
  usePageMeta,
  visitorApi,
  type VisitorRecord,
} from '@pawapuri/shared';
import { useId, useState } from 'react';
import { useExport } from '../hooks/use-export';
import { useSearch } from '../hooks/use-search';
import { EMPTY_FILTER, INITIAL_REQUEST, nextSort } from '../utils/search-state';
import { ExportButtons } from './export-buttons';
import { FilterForm } from './filter-form';
import { PageSizeSelect } from './page-size-select';
import { Pager } from './pager';
import { ResultsTable } from './results-table';
import { LocationCredit } from '../../../components/location-credit';
import { KeeperGate } from '../../../keeper/keeper-gate';
import { ROLE_NAMES, roleCan } from '../../../keeper/role-can';
import styles from './admin.module.css';

/** 'Showing 101–200 of 2,345 visits'; nothing when no row matched (the table says so). */
function shownRange(page: Page<VisitorRecord>, size: number): string {
  if (page.totalElements === 0) return '';
  const first = page.number * size + 1;
  const last = first + page.content.length - 1;
  const total = formatNumber(page.totalElements);
  const noun = page.totalElements === 1 ? 'visit' : 'visits';
  return `Showing ${formatNumber(first)}–${formatNumber(last)} of ${total} ${noun}`;
}

interface AdminPageProps {
  api?: typeof visitorApi;
  keepers?: KeeperApi;
  /** Where the keeper pages' donation banner reads from. */
  content?: ContentApi;
}

/** The keepers' table of visits, for a signed-in keeper whose role may search visits. */
export function AdminPage({ api = visitorApi, keepers = keeperApi, content }: AdminPageProps) {
  const { title } = usePageMeta();
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <KeeperGate api={keepers} content={content}>
        {(identity) => <VisitorTable api={api} identity={identity} />}
      </KeeperGate>
    </article>
  );
}

/** Filters, exports, page size, sortable results and paging (roles without search see why not). */
function VisitorTable({ api, identity }: { api: typeof visitorApi; identity: KeeperIdentity }) {
  const { role } = identity.keeper;
  if (!roleCan(role, 'visits.search')) {
    return (
      <p className={styles.status}>
        The {ROLE_NAMES[role].toLowerCase()} role does not include the visitor table.
      </p>
    );
  }
  return <SearchableTable api={api} canExport={roleCan(role, 'visits.export')} />;
}

function SearchableTable({ api, canExport }: { api: typeof visitorApi; canExport: boolean }) {
  const filtersId = useId();
  const [request, setRequest] = useState<SearchRequest>(INITIAL_REQUEST);
  const [showFilters, setShowFilters] = useState(false);
  const search = useSearch(request, api);
  const exporter = useExport(api);
  // Controls describe the table on screen.
  const view = search.shownRequest ?? request;
  // A change builds on the last request asked for, so one made while a search
  // is still loading keeps it (a new filter, then a page size); only a request
  // that failed or was cancelled is dropped, in favour of the rows on screen.
  const base = search.latestFailed ? view : request;
  const pages = search.page ? Math.max(1, Math.ceil(search.page.totalElements / view.size)) : 1;
  const message = search.error ?? exporter.error;

  return (
    <>
      <p className={styles.toolbar}>
        <button
          className={styles.button}
          type="button"
          aria-expanded={showFilters}
          aria-controls={filtersId}
          onClick={() => setShowFilters(!showFilters)}
        >
          Filters
        </button>
      </p>
      <FilterForm
        id={filtersId}
        hidden={!showFilters}
        onSearch={(filter) => setRequest({ ...base, ...filter, page: 0 })}
        onReset={() => setRequest({ ...base, ...EMPTY_FILTER, page: 0 })}
      />
      {canExport ? (
        <ExportButtons
          busy={exporter.busy}
          onExport={(format) =>
            void exporter.download(format, { startDate: view.startDate, endDate: view.endDate })
          }
        />
      ) : null}
      <PageSizeSelect
        size={view.size}
        onChange={(size) => setRequest({ ...base, size, page: 0 })}
      />
      {/* One line above the table says what it holds: loading, how many rows, or what failed. */}
      <div className={styles.results}>
        {message ? (
          <p role="alert" className={styles.alert}>
            {message}
          </p>
        ) : (
          <p role="status" className={styles.status}>
            {search.loading ? 'Loading…' : search.page ? shownRange(search.page, view.size) : ''}
          </p>
        )}
        <ResultsTable
          rows={search.page?.content ?? null}
          sortBy={view.sortBy}
          sortDirection={view.sortDirection}
          onSort={(field) => setRequest(nextSort(base, field))}
        />
        <Pager
          page={view.page}
          pages={pages}
          onGo={(n) => setRequest({ ...base, page: Math.min(Math.max(n, 0), pages - 1) })}
        />
      </div>
      <LocationCredit />
    </>
  );
}
