import { DASHBOARD_DIMENSIONS, VISITORS_NOW_MINUTES } from '@pawapuri/shared/contract';
import type {
  DashboardFilters,
  DashboardRequest,
  DashboardView,
} from '@pawapuri/shared/contract/types';
import type { Database } from '../../common/db/database';
import { localDay } from '../../common/time/local-day';
import { resolvePeriod } from '../period';
import { bucketStarts } from '../buckets';
import { rollupFigures } from './rollup-figures';
import type { ViewFigures, ViewRequest } from './view-figures';
import { viewCondition, visitFigures } from './visit-figures';
import { visitIndexOf } from './visit-index/visit-index';
import { sql, type RawBuilder } from 'kysely';
import type { EventCountRow, Goal } from '@pawapuri/shared/contract/types';
import { HttpError } from '../../common/http/http-error';
import { listGoals } from '../../goals/goal-store';
import { goalFigure, type GoalCounts } from '../../goals/goal-figures';
import { goalCondition } from './goal-sql';
import { sqlEventCounts, sqlGoalCounts } from './goal-counts';

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
  where: RawBuilder<boolean>,
  since: number,
  now: number,
): Promise<number> {
  const found = await sql<{ sessions: number }>`
    select count(distinct session_id) as sessions from visits
    where visit_time >= ${since} and visit_time <= ${now}
      and ${where}`.execute(database.db);
  return Number(found.rows[0]?.sessions ?? 0);
}

/** What a view reads from the store besides its range. */
interface ViewParts {
  figures: ViewFigures;
  visitorsNow: number;
  goals: GoalCounts[];
  events: EventCountRow[];
}

/**
 * A view's figures, "visitors now", goal conversions and events: a filtered
 * view (a goal filter is one) from the index in memory when it is loaded
 * (and allowed), else from the stored visits and events; an unfiltered one
 * from the rollups, its goals from the index only when the caller asks for it
 * (`visitIndex: true`, as the dashboard reader does), else from the store.
 */
async function viewParts(
  database: Database,
  request: ViewRequest,
  filters: DashboardFilters,
  goals: { all: Goal[]; filter: Goal | null },
  options: DashboardOptions,
): Promise<ViewParts> {
  const filtered = Object.keys(filters).length > 0 || goals.filter !== null;
  const since = options.now - VISITORS_NOW_MINUTES * 60_000;
  const index = visitIndexOf(database);
  if (filtered && options.visitIndex !== false) {
    const found = await index.view(request, filters, since, options.now, goals.all, goals.filter);
    if (found) return found;
  }
  const { engine } = database;
  const { range, previousRange } = request;
  if (filtered) {
    const also = goals.filter ? goalCondition(goals.filter, engine, range, previousRange) : null;
    const where = viewCondition(filters, engine, also);
    const [figures, now] = await Promise.all([
      visitFigures(database, request, filters, also),
      visitorsNow(database, where, since, options.now),
    ]);
    return {
      figures,
      visitorsNow: now,
      goals: await sqlGoalCounts(database, goals.all, range, previousRange, where),
      events: await sqlEventCounts(database, range, where),
    };
  }
  const [figures, now, events] = await Promise.all([
    rollupFigures(database, request),
    visitorsNow(database, sql<boolean>`1 = 1`, since, options.now),
    sqlEventCounts(database, range, null),
  ]);
  const fromIndex =
    options.visitIndex === true && goals.all.length > 0
      ? await index.goalCounts(request, goals.all)
      : null;
  return {
    figures,
    visitorsNow: now,
    goals: fromIndex ?? (await sqlGoalCounts(database, goals.all, range, previousRange, null)),
    events,
  };
}

/** The goals, and the one the query filters by (a 400 naming `goal` when there is none of that id). */
async function goalsOf(
  database: Database,
  query: DashboardRequest,
): Promise<{ all: Goal[]; filter: Goal | null }> {
  const all = await listGoals(database);
  if (query.goal === undefined) return { all, filter: null };
  const filter = all.find((goal) => goal.id === Number(query.goal));
  if (!filter) throw new HttpError(400, `goal: no goal has the id ${query.goal}`, 'goal');
  return { all, filter };
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
  const goals = await goalsOf(database, query);
  const {
    figures,
    visitorsNow: now,
    ...parts
  } = await viewParts(database, request, filters, goals, options);
  const visitors = { value: figures.uniqueVisitors, previous: figures.previousUniqueVisitors };
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
    ...(goals.filter ? { goal: goals.filter.id } : {}),
    goals: goals.all.map((goal, at) => goalFigure(goal, parts.goals[at]!, visitors)),
    events: parts.events,
  };
}
