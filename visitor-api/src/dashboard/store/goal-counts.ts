import { sql, type RawBuilder } from 'kysely';
import { DASHBOARD_EVENT_ROWS } from '@pawapuri/shared/contract';
import type { DayRange, EventCountRow, Goal } from '@pawapuri/shared/contract/types';
import type { Database } from '../../common/db/database';
import { byteOrder } from './dimension-sql';
import { conversions } from './goal-sql';
import type { GoalCounts } from '../../goals/goal-figures';

const inDays = (range: DayRange) => sql`local_day >= ${range.from} and local_day <= ${range.to}`;

/** Sessions with a visit in the range that holds `where` (null: no filter, every session). */
const sessionsIn = (range: DayRange, where: RawBuilder<boolean> | null) =>
  where === null
    ? sql`1 = 1`
    : sql`session_id in (select session_id from visits where ${inDays(range)} and ${where})`;

async function countIn(
  database: Database,
  goal: Goal,
  range: DayRange,
  where: RawBuilder<boolean> | null,
): Promise<{ uniques: number; total: number }> {
  const found = await sql<{ total: number | string; uniques: number | string }>`
    select count(*) as total, count(distinct session_id) as uniques
    from (${conversions(goal, database.engine, range)}) as converted
    where ${sessionsIn(range, where)}`.execute(database.db);
  const row = found.rows[0];
  return { total: Number(row?.total ?? 0), uniques: Number(row?.uniques ?? 0) };
}

/**
 * Each goal's conversions from the stored visits and events, in the range and
 * the previous one; `where` (the view's filters as SQL, null for none) keeps
 * only the conversions of sessions with a matching visit in the same range.
 */
export async function sqlGoalCounts(
  database: Database,
  goals: Goal[],
  range: DayRange,
  previous: DayRange,
  where: RawBuilder<boolean> | null,
): Promise<GoalCounts[]> {
  const counts: GoalCounts[] = [];
  // One goal at a time: a store under load is asked for one scan at once.
  for (const goal of goals) {
    const now = await countIn(database, goal, range, where);
    const before = await countIn(database, goal, previous, where);
    counts.push({ ...now, previousUniques: before.uniques, previousTotal: before.total });
  }
  return counts;
}

/**
 * Events by name in the range, most first: from the daily counts without a
 * filter (so they outlive the events retention deletes), else from the events
 * of sessions with a matching visit in the range.
 */
export async function sqlEventCounts(
  database: Database,
  range: DayRange,
  where: RawBuilder<boolean> | null,
): Promise<EventCountRow[]> {
  const order = byteOrder(database.engine);
  const counts =
    where === null
      ? sql`select key as name, sum(visits) as events from daily_counts
          where kind = 'event' and day >= ${range.from} and day <= ${range.to} group by key`
      : sql`select name, count(*) as events from events
          where ${inDays(range)} and ${sessionsIn(range, where)} group by name`;
  const found = await sql<{ name: string; events: number | string }>`
    select name, events from (${counts}) as counted
    order by events desc, name ${order} limit ${DASHBOARD_EVENT_ROWS}`.execute(database.db);
  return found.rows.map((row) => ({ name: row.name, events: Number(row.events) }));
}
