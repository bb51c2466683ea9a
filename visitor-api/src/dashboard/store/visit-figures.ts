import { sql, type RawBuilder } from 'kysely';
import { DASHBOARD_DIMENSIONS } from '@pawapuri/shared/contract';
import type { DashboardFilters } from '@pawapuri/shared/contract/types';
import type { Database, Engine } from '../../common/db/database';
import { localHour } from '../../common/time/local-day';
import { hourBucket } from '../buckets';
import { entriesOnly, filterCondition, keyOf } from './dimension-sql';
import { rankedBreakdowns } from './ranked-breakdowns';
import { visitsTable } from './sqlite-scan-choice';
import type { ViewFigures, ViewRequest } from './view-figures';

type Series = ViewFigures['series'];

/** The SQL bucket start of a row's local day, before the cut at the range's start. */
function dayBucket(engine: Engine, granularity: 'day' | 'week' | 'month'): RawBuilder<string> {
  if (granularity === 'day') return sql<string>`local_day`;
  if (granularity === 'month') return sql<string>`substr(local_day, 1, 8) || '01'`;
  return engine === 'postgres'
    ? sql<string>`to_char(date_trunc('week', local_day::date), 'YYYY-MM-DD')`
    : sql<string>`date(local_day, '-' || ((cast(strftime('%w', local_day) as integer) + 6) % 7) || ' days')`;
}

async function series(
  database: Database,
  request: ViewRequest,
  where: RawBuilder<boolean>,
  visits: RawBuilder<unknown>,
): Promise<Series> {
  const { range, granularity } = request;
  const inRange = sql`local_day >= ${range.from} and local_day <= ${range.to} and ${where}`;
  const points: Series = new Map();
  if (granularity === 'hour') {
    // One or two days: the hour of each matching visit is worked out here.
    const found = await sql<{ visit_time: number; session_id: string }>`
      select visit_time, session_id from ${visits} where ${inRange}`.execute(database.db);
    const sessions = new Map<string, Set<string>>();
    for (const row of found.rows) {
      const start = hourBucket(localHour(Number(row.visit_time), database.timeZone));
      const point = points.get(start) ?? { visits: 0, uniqueVisitors: 0 };
      point.visits += 1;
      points.set(start, point);
      const seen = sessions.get(start) ?? new Set<string>();
      seen.add(row.session_id);
      sessions.set(start, seen);
    }
    for (const [start, seen] of sessions) {
      const point = points.get(start);
      if (point) point.uniqueVisitors = seen.size;
    }
    return points;
  }
  const found = await sql<{ start: string; visits: number; sessions: number }>`
    select start, count(*) as visits, count(distinct session_id) as sessions from (
      select ${dayBucket(database.engine, granularity)} as start, session_id
      from ${visits} where ${inRange}) as bucketed
    group by start`.execute(database.db);
  for (const row of found.rows) {
    // Only the first bucket can start before the range: it starts at the range's start.
    const start = row.start < range.from ? range.from : row.start;
    points.set(start, { visits: Number(row.visits), uniqueVisitors: Number(row.sessions) });
  }
  return points;
}

/** Each dimension's counts by one grouped scan per dimension (SQLite has no grouping sets). */
function unionCounts(
  inRange: RawBuilder<unknown>,
  engine: Engine,
  visits: RawBuilder<unknown>,
): RawBuilder<unknown> {
  return sql.join(
    DASHBOARD_DIMENSIONS.map(
      (dimension) => sql`
        select ${sql.lit(dimension)} as dim, key, count(*) as visits from (
          select ${keyOf(dimension, engine)} as key from ${visits}
          where ${entriesOnly(dimension)} and ${inRange}) as keyed
        group by key`,
    ),
    sql` union all `,
  );
}

/**
 * Each dimension's counts in one scan (PostgreSQL's grouping sets): a row's
 * dimension is the one key it is grouped by; entry pages are the page grouped
 * with the entry flag, keeping the entries.
 */
function groupingSetCounts(inRange: RawBuilder<unknown>): RawBuilder<unknown> {
  const plain = DASHBOARD_DIMENSIONS.filter((dimension) => dimension !== 'entry');
  const alias = (dimension: string) => sql.id(`k_${dimension}`);
  const keys = sql.join(
    plain.map((dimension) => sql`${keyOf(dimension, 'postgres')} as ${alias(dimension)}`),
  );
  const dimensionOf = sql.join(
    plain.map(
      (dimension) => sql`when grouping(${alias(dimension)}) = 0 then ${sql.lit(dimension)}`,
    ),
    sql` `,
  );
  const sets = sql.join([
    sql`(is_entry, ${alias('page')})`,
    ...plain.map((dimension) => sql`(${alias(dimension)})`),
  ]);
  return sql`
    select dim, key, visits from (
      select case when grouping(is_entry) = 0 then 'entry' ${dimensionOf} end as dim,
        coalesce(${sql.join(plain.map(alias))}) as key, is_entry, count(*) as visits
      from (select ${keys}, is_entry from visits where ${inRange}) as keyed
      group by grouping sets (${sets})) as grouped
    where dim <> 'entry' or is_entry = 1`;
}

/** The filters and the further condition as one. */
export function viewCondition(
  filters: DashboardFilters,
  engine: Engine,
  also: RawBuilder<boolean> | null,
): RawBuilder<boolean> {
  const where = filterCondition(filters, engine);
  return also === null ? where : sql<boolean>`${where} and ${also}`;
}

/**
 * A filtered view, from the visits themselves (the rollups hold no
 * combinations): every query reads the range's visits that match every
 * filter, through the local-day index (or the source one).
 */
export async function visitFigures(
  database: Database,
  request: ViewRequest,
  filters: DashboardFilters,
  /** A further condition (a goal filter's), when there is one. */
  also: RawBuilder<boolean> | null = null,
): Promise<ViewFigures> {
  const { engine } = database;
  const { range, previousRange: previous } = request;
  const where = viewCondition(filters, engine, also);
  const visits = await visitsTable(database, { from: previous.from, to: range.to }, filters);
  const current = sql`local_day >= ${range.from}`;
  const counting = sql<{
    visits: number;
    uniques: number;
    earlier: number;
    uniquesBefore: number;
  }>`
    select count(case when ${current} then 1 end) as visits,
      count(distinct case when ${current} then session_id end) as uniques,
      count(case when not (${current}) then 1 end) as earlier,
      count(distinct case when not (${current}) then session_id end) as "uniquesBefore"
    from ${visits}
    where local_day >= ${previous.from} and local_day <= ${range.to} and ${where}`
    .execute(database.db)
    .then((found) => found.rows[0]);

  const inRange = sql`local_day >= ${range.from} and local_day <= ${range.to} and ${where}`;
  const counts =
    engine === 'postgres' ? groupingSetCounts(inRange) : unionCounts(inRange, engine, visits);
  const rangeVisits = counting.then((found) => Number(found?.visits ?? 0));
  // A failed count is answered through Promise.all below; this copy waits
  // unhandled meanwhile, which would otherwise end the process.
  rangeVisits.catch(() => undefined);
  // On PostgreSQL the three run on connections of their own, side by side.
  const [figures, points, breakdowns] = await Promise.all([
    counting,
    series(database, request, where, visits),
    rankedBreakdowns(database.db, engine, counts, request.breakdownRows, rangeVisits),
  ]);
  return {
    visits: Number(figures?.visits ?? 0),
    uniqueVisitors: Number(figures?.uniques ?? 0),
    previousVisits: Number(figures?.earlier ?? 0),
    previousUniqueVisitors: Number(figures?.uniquesBefore ?? 0),
    series: points,
    breakdowns,
  };
}
