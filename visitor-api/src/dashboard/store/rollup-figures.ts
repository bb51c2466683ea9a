import { sql } from 'kysely';
import { DASHBOARD_DIMENSIONS } from '@pawapuri/shared/contract';
import type { Database } from '../../common/db/database';
import { addDays, daysBetween } from '../../common/time/local-day';
import { bucketOfDay, hourBucket } from '../buckets';
import { getDailyUniques, uniqueSessionsIn } from '../../statistics/get-daily-uniques';
import { rankedBreakdowns } from './ranked-breakdowns';
import type { ViewFigures, ViewRequest } from './view-figures';

type Series = ViewFigures['series'];

/** Hourly visits and sessions of the range, straight from the hourly rollup. */
async function hourlySeries(database: Database, request: ViewRequest): Promise<Series> {
  const rows = await database.db
    .selectFrom('hourly_counts')
    .select(['hour', 'visits', 'sessions'])
    .where('hour', '>=', request.range.from)
    .where('hour', '<', addDays(request.range.to, 1))
    .execute();
  return new Map(
    rows.map((r) => [
      hourBucket(r.hour),
      { visits: Number(r.visits), uniqueVisitors: Number(r.sessions) },
    ]),
  );
}

/**
 * An unfiltered view, from the rollups only: per-day totals, the session gap
 * buckets (a session counts in a bucket on its first day there), the hourly
 * counts, and the per-day counts of every dimension. What it reads grows with
 * the days of the range, never with the visits.
 */
export async function rollupFigures(
  database: Database,
  request: ViewRequest,
): Promise<ViewFigures> {
  const { range, previousRange: previous, granularity } = request;
  const [totals, uniques, hourly] = await Promise.all([
    database.db
      .selectFrom('daily_counts')
      .select(['day', 'visits'])
      .where('kind', '=', 'total')
      .where('day', '>=', previous.from)
      .where('day', '<=', range.to)
      .execute(),
    getDailyUniques(database, previous.from, range.to),
    granularity === 'hour' ? hourlySeries(database, request) : null,
  ]);

  let visits = 0;
  let previousVisits = 0;
  const series: Series = hourly ?? new Map();
  const bucket = (day: string) => {
    const start = bucketOfDay(day, range, granularity);
    let point = series.get(start);
    if (!point) series.set(start, (point = { visits: 0, uniqueVisitors: 0 }));
    return { start, point };
  };
  for (const row of totals) {
    const count = Number(row.visits);
    if (row.day < range.from) previousVisits += count;
    else visits += count;
    if (!hourly && row.day >= range.from) bucket(row.day).point.visits += count;
  }
  if (!hourly) {
    for (const row of uniques) {
      if (row.day < range.from) continue;
      const { start, point } = bucket(row.day);
      if (row.gap > daysBetween(start, row.day)) point.uniqueVisitors += row.sessions;
    }
  }

  const kinds = sql.join(DASHBOARD_DIMENSIONS.map((dimension) => sql`${dimension}`));
  const counts = sql`
    select kind as dim, key, sum(visits) as visits from daily_counts
    where kind in (${kinds}) and day >= ${range.from} and day <= ${range.to}
    group by kind, key`;
  const breakdowns = await rankedBreakdowns(
    database.db,
    database.engine,
    counts,
    request.breakdownRows,
    visits,
  );
  return {
    visits,
    previousVisits,
    uniqueVisitors: uniqueSessionsIn(uniques, range.from, range.to),
    previousUniqueVisitors: uniqueSessionsIn(uniques, previous.from, previous.to),
    series,
    breakdowns,
  };
}
