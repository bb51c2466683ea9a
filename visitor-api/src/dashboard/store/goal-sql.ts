import { sql, type RawBuilder } from 'kysely';
import type { DayRange, Goal } from '@pawapuri/shared/contract/types';
import type { Engine } from '../../common/db/database';
import { pageGlobPattern, pageLikePattern } from '../../goals/page-pattern';

const inDays = (range: DayRange) => sql`local_day >= ${range.from} and local_day <= ${range.to}`;

/** An event property's value by name (names are [a-z0-9_], so safe in a JSON path). */
function propertyValue(engine: Engine, property: string): RawBuilder<string> {
  return engine === 'postgres'
    ? sql<string>`(properties::jsonb ->> ${property})`
    : sql<string>`json_extract(properties, ${`$.${property}`})`;
}

/** The goal's conversions in the range: one row (its `session_id`) per matching visit or event. */
export function conversions(goal: Goal, engine: Engine, range: DayRange): RawBuilder<unknown> {
  if (goal.page !== undefined) {
    const match =
      engine === 'postgres'
        ? sql`page_visited like ${pageLikePattern(goal.page)} escape '\\'`
        : sql`page_visited glob ${pageGlobPattern(goal.page)}`;
    return sql`select session_id from visits where ${inDays(range)} and ${match}`;
  }
  const property =
    goal.property !== undefined
      ? sql`and ${propertyValue(engine, goal.property)} = ${goal.value ?? ''}`
      : sql``;
  return sql`select session_id from events
    where name = ${goal.event ?? ''} and ${inDays(range)} ${property}`;
}

/**
 * A goal filter as a condition on visits: a visit of the range counts when its
 * session converted in the range, one of the previous range when it converted
 * in that one.
 */
export function goalCondition(
  goal: Goal,
  engine: Engine,
  range: DayRange,
  previous: DayRange,
): RawBuilder<boolean> {
  return sql<boolean>`((local_day >= ${range.from}
      and session_id in (${conversions(goal, engine, range)}))
    or (local_day < ${range.from}
      and session_id in (${conversions(goal, engine, previous)})))`;
}
