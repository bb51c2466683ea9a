import type { Database } from '../common/db/database';
import { daysBetween } from '../common/time/local-day';

export interface UniqueRow {
  day: string;
  gap: number;
  sessions: number;
}

/** The gap buckets of the days from `from` to `to` (at most 30 x 31 rows). */
export async function getDailyUniques(
  database: Database,
  from: string,
  to: string,
): Promise<UniqueRow[]> {
  const rows = await database.db
    .selectFrom('daily_uniques')
    .select(['day', 'gap', 'sessions'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  return rows.map((r) => ({ day: r.day, gap: Number(r.gap), sessions: Number(r.sessions) }));
}

/**
 * Distinct sessions seen from `from` to `to` (a window of at most 31 days):
 * each session counts once, on its first day in the window, which is the day
 * whose gap to the session's previous day reaches back before `from`.
 */
export function uniqueSessionsIn(rows: UniqueRow[], from: string, to: string): number {
  let total = 0;
  for (const row of rows) {
    if (row.day < from || row.day > to) continue;
    if (row.gap > daysBetween(from, row.day)) total += row.sessions;
  }
  return total;
}
