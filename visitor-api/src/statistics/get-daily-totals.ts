import type { Database } from '../common/db/database';

/** Visits per local day from `from` to `to`, as a map from day to count. */
export async function getDailyTotals(
  database: Database,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const rows = await database.db
    .selectFrom('daily_counts')
    .select(['day', 'visits'])
    .where('kind', '=', 'total')
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  return new Map(rows.map((r) => [r.day, Number(r.visits)]));
}
