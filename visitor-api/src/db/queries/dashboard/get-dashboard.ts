import { DASHBOARD_DIMENSIONS, VISITORS_NOW_MINUTES } from '@pawapuri/shared/contract';
import type {
  DashboardFilters,
  DashboardRequest,
  DashboardView,
} from '@pawapuri/shared/contract/types';
import type { Database } from '../../database';
import { localDay } from '../../../time/local-day';
import { resolvePeriod } from '../../../dashboard/period';
import { bucketStarts } from '../../../dashboard/buckets';
import { filterCondition } from './dimension-sql';
import { rollupFigures } from './rollup-figures';
import type { ViewFigures, ViewRequest } from './view-figures';
import { visitFigures } from './visit-figures';
import { visitIndexOf } from '../../visit-index/visit-index';
import { sql } from 'kysely';

export interface DashboardOptions {
  now: number;
  /** Rows per breakdown (the CSV asks for them all). */
  breakdownRows: number;
  /** False reads filtered views from the stored visits even when the index could serve them. */
  visitIndex?: boolean;
}

/** The filters the query gave, in the dimensions' order. */
function filtersOf(query: DashboardRequest): DashboardFilters {
  const filters: DashboardFilters = {};
  for (const dimension of DASHBOARD_DIMENSIONS) {
    const value = query[dimension];
    if (value !== undefined) filters[dimension] = value;
  }
  return filters;
}

/** The first local day with stored visits (the per-day totals outlive purged visits). */
async function firstDay(database: Database): Promise<string | null> {
  const row = await database.db
    .selectFrom('daily_counts')
    .select((eb) => eb.fn.min('day').as('first'))
    .where('kind', '=', 'total')
    .executeTakeFirst();
  return row?.first ?? null;
}

/** Distinct sessions with a matching visit in the last few minutes (read through the time index). */
async function visitorsNow(
  database: Database,
  filters: DashboardFilters,
  since: number,
  now: number,
): Promise<number> {
  const found = await sql<{ sessions: number }>`
    select count(distinct session_id) as sessions from visits
    where visit_time >= ${since} and visit_time <= ${now}
      and ${filterCondition(filters, database.engine)}`.execute(database.db);
  return Number(found.rows[0]?.sessions ?? 0);
}

/**
 * A view's figures and "visitors now": a filtered view from the visit index
 * in memory when it is loaded (and allowed), else from the stored visits;
 * an unfiltered one from the rollups.
 */
async function viewFigures(
  database: Database,
  request: ViewRequest,
  filters: DashboardFilters,
  options: DashboardOptions,
): Promise<[ViewFigures, number]> {
  const filtered = Object.keys(filters).length > 0;
  const since = options.now - VISITORS_NOW_MINUTES * 60_000;
  if (filtered && options.visitIndex !== false) {
    const found = await visitIndexOf(database).view(request, filters, since, options.now);
    if (found) return [found.figures, found.visitorsNow];
  }
  return Promise.all([
    filtered ? visitFigures(database, request, filters) : rollupFigures(database, request),
    visitorsNow(database, filters, since, options.now),
  ]);
}

const perVisitor = (visits: number, visitors: number) => (visitors > 0 ? visits / visitors : 0);

/**
 * One view of the dashboard: the range the query names in the site's zone, the
 * cards with the previous range's figures, every series bucket, and each
 * dimension's top keys (see viewFigures for where each is read). Throws an
 * HttpError (400) for a bad range.
 */
export async function getDashboard(
  database: Database,
  query: DashboardRequest,
  options: DashboardOptions,
): Promise<DashboardView> {
  const today = localDay(options.now, database.timeZone);
  const period = resolvePeriod(
    query,
    today,
    query.period === 'all' ? await firstDay(database) : null,
  );
  const filters = filtersOf(query);
  const request = { ...period, breakdownRows: options.breakdownRows };
  const [figures, now] = await viewFigures(database, request, filters, options);
  return {
    period: period.period,
    range: period.range,
    previousRange: period.previousRange,
    granularity: period.granularity,
    filters,
    cards: {
      visits: { value: figures.visits, previous: figures.previousVisits },
      uniqueVisitors: {
        value: figures.uniqueVisitors,
        previous: figures.previousUniqueVisitors,
      },
      viewsPerVisitor: {
        value: perVisitor(figures.visits, figures.uniqueVisitors),
        previous: perVisitor(figures.previousVisits, figures.previousUniqueVisitors),
      },
      visitorsNow: now,
    },
    series: bucketStarts(period.range, period.granularity).map((start) => ({
      start,
      visits: figures.series.get(start)?.visits ?? 0,
      uniqueVisitors: figures.series.get(start)?.uniqueVisitors ?? 0,
    })),
    breakdowns: figures.breakdowns,
  };
}
