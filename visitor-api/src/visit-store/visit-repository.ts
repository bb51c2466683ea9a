import type {
  AnalyticsSummary,
  DashboardRequest,
  DashboardView,
  Page,
  VisitorRecord,
  VisitorStatistics,
} from '@pawapuri/shared/contract/types';
import type { Database, Engine } from '../common/db/database';
import { GroupCommit, type WriteState } from '../common/db/group-commit';
import { migrate } from '../migrations/migrate';
import { SessionDayCache } from '../visits/write/session-day-cache';
import type { NewVisit, StoredVisit } from '../common/db/visit-rows';
import { insertVisits } from '../visits/write/insert-visits';
import { getStatistics } from '../statistics/get-statistics';
import { getAnalytics } from '../statistics/get-analytics';
import { getDashboard, type DashboardOptions } from '../dashboard/store/get-dashboard';
import { hasGoals } from '../goals/goal-store';
import { visitIndexOf } from '../dashboard/store/visit-index/visit-index';
import { searchVisits, type SearchQuery } from '../search/search-visits';
import { countVisits, streamVisits } from '../search/stream-visits';
import { purgeVisitsBefore } from '../visits/purge-visits';
import { eraseSession } from '../visits/erase-session';
import { ping } from '../common/db/ping';
import type { VisitFilter } from '../search/visit-filter';
import {
  FILTERED_READ_QUEUE,
  FILTERED_READ_WAIT_MS,
  FilteredReadGate,
  type FilteredReadLimits,
} from '../common/db/filtered-read-gate';
import { DEFAULT_FILTERED_CONCURRENCY } from '../common/settings/settings-schema';
import { DASHBOARD_DIMENSIONS } from '@pawapuri/shared/contract';
import type { WorkerSetup } from '../dashboard/worker/messages';
import { WorkerDashboardReader } from '../dashboard/worker/worker-reader';

/** Everything the routes may ask of the store; handlers never hold SQL. */
export interface VisitRepository {
  readonly engine: Engine;
  /** The store itself, for the keeper tables that live beside the visits. */
  readonly database: Database;
  /** Stores one visit (grouped with concurrent ones); resolves after its commit. */
  track(visit: NewVisit): Promise<StoredVisit>;
  /** Stores many visits in one transaction (the seed script). */
  trackMany(visits: NewVisit[]): Promise<StoredVisit[]>;
  statistics(now: number): Promise<VisitorStatistics>;
  analytics(now: number): Promise<AnalyticsSummary>;
  /**
   * One view of the dashboard; rejects with an HttpError (400) for a bad range,
   * and with a FilteredReadsBusyError (503) when too many filtered views are read.
   */
  dashboard(query: DashboardRequest, options: DashboardOptions): Promise<DashboardView>;
  search(query: SearchQuery): Promise<Page<VisitorRecord>>;
  exportChunks(filter: VisitFilter): AsyncGenerator<VisitorRecord[]>;
  count(filter: VisitFilter): Promise<number>;
  purgeBefore(cutoff: number): Promise<number>;
  /** Deletes every visit of one session (an erasure request); resolves to how many. */
  eraseSession(sessionId: string): Promise<number>;
  ping(): Promise<number>;
  /** Pending writes, the age of the oldest, and whether commits are failing (for /health). */
  writeState(): WriteState;
  /** Visits the index behind filtered dashboard views held at its last load (0: not loaded yet). */
  indexedVisits(): number;
  close(): Promise<void>;
}

export interface RepositoryOptions {
  /** A visit not committed within this many milliseconds is rejected (503). */
  commitTimeoutMs?: number;
  /** Limits on filtered (raw-visit) dashboard reads; the queue and wait have defaults. */
  filteredReads?: Partial<FilteredReadLimits>;
  /** Reads one dashboard view (tests give a slow one). */
  readDashboard?: typeof getDashboard;
  /** SQLite file only: read filtered views in a worker thread with this setup. */
  dashboardWorker?: WorkerSetup;
  /** The script that worker runs: the dashboard worker unless set (a test wraps it to hold its reads). */
  dashboardWorkerFile?: string;
  /** False keeps filtered views on the stored visits (no index in memory). */
  visitIndex?: boolean;
}

/** Unfiltered views read the rollups only, so they never wait for the gate. */
function isFiltered(query: DashboardRequest): boolean {
  return DASHBOARD_DIMENSIONS.some((dimension) => query[dimension] !== undefined);
}

export async function createVisitRepository(
  database: Database,
  options: RepositoryOptions = {},
): Promise<VisitRepository> {
  await migrate(database);
  const cache = new SessionDayCache();
  const writer = new GroupCommit(
    (visits) => insertVisits(database, visits, cache),
    1000,
    options.commitTimeoutMs,
  );
  const readDashboard = options.readDashboard ?? getDashboard;
  const worker = options.dashboardWorker
    ? new WorkerDashboardReader(options.dashboardWorker, options.dashboardWorkerFile)
    : null;
  const readFiltered = worker
    ? (query: DashboardRequest, dashboardOptions: DashboardOptions) =>
        worker.read(query, dashboardOptions)
    : (query: DashboardRequest, dashboardOptions: DashboardOptions) =>
        readDashboard(database, query, dashboardOptions);
  const filteredReads = new FilteredReadGate({
    concurrency: DEFAULT_FILTERED_CONCURRENCY[database.engine],
    queue: FILTERED_READ_QUEUE,
    waitMs: FILTERED_READ_WAIT_MS,
    ...options.filteredReads,
  });
  return {
    engine: database.engine,
    database,
    track: (visit) => writer.add(visit),
    trackMany: (visits) => insertVisits(database, visits, cache),
    statistics: (now) => getStatistics(database, now),
    analytics: (now) => getAnalytics(database, now),
    // A view with goals to count goes the filtered way too: its goals are read from the index.
    dashboard: async (query, dashboardOptions) =>
      isFiltered(query) || query.goal !== undefined || (await hasGoals(database))
        ? filteredReads.run(() =>
            readFiltered(query, { ...dashboardOptions, visitIndex: options.visitIndex ?? true }),
          )
        : readDashboard(database, query, dashboardOptions),
    search: (query) => searchVisits(database, query),
    exportChunks: (filter) => streamVisits(database, filter),
    count: (filter) => countVisits(database, filter),
    purgeBefore: (cutoff) => purgeVisitsBefore(database, cutoff),
    async eraseSession(sessionId) {
      const erased = await eraseSession(database, sessionId);
      // The cache remembers (day, session) pairs as stored: they are not any more.
      cache.clear();
      return erased;
    },
    ping: () => ping(database),
    writeState: () => writer.state(),
    indexedVisits: () => (worker ? worker.indexRows : visitIndexOf(database).rows),
    async close() {
      await writer.flushed();
      await worker?.close();
      await database.db.destroy();
    },
  };
}
