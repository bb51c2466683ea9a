import type { Kysely } from 'kysely';
import type { Tables } from '../../common/db/tables';
import type { VisitRow } from './insert-visit-rows';
import { localHour } from '../../common/time/local-day';
import { chunks } from '../../common/db/chunks';

/**
 * Visits and distinct sessions per local hour. A session counts in an hour's
 * `sessions` when its (hour, session) pair is stored for the first time; the
 * pairs already stored are skipped by the insert itself (one statement per chunk).
 */
export async function addHourlyCounts(
  trx: Kysely<Tables>,
  rows: VisitRow[],
  timeZone: string,
): Promise<void> {
  const counts = new Map<string, { hour: string; visits: number; sessions: number }>();
  const pairs = new Map<string, { hour: string; session_id: string }>();
  for (const row of rows) {
    const hour = localHour(row.visit_time, timeZone);
    const entry = counts.get(hour);
    if (entry) entry.visits += 1;
    else counts.set(hour, { hour, visits: 1, sessions: 0 });
    pairs.set(`${hour}|${row.session_id}`, { hour, session_id: row.session_id });
  }
  // A fixed key order keeps concurrent PostgreSQL writers from deadlocking.
  const sortedPairs = [...pairs.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, p]) => p);
  for (const chunk of chunks(sortedPairs)) {
    const stored = await trx
      .insertInto('hourly_sessions')
      .values(chunk)
      .onConflict((oc) => oc.columns(['hour', 'session_id']).doNothing())
      .returning('hour')
      .execute();
    for (const { hour } of stored) {
      const entry = counts.get(hour);
      if (entry) entry.sessions += 1;
    }
  }
  const values = [...counts.values()].sort((a, b) => (a.hour < b.hour ? -1 : 1));
  for (const chunk of chunks(values)) {
    await trx
      .insertInto('hourly_counts')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['hour']).doUpdateSet((eb) => ({
          visits: eb('hourly_counts.visits', '+', eb.ref('excluded.visits')),
          sessions: eb('hourly_counts.sessions', '+', eb.ref('excluded.sessions')),
        })),
      )
      .execute();
  }
}
