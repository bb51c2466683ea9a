import type { Database } from '../common/db/database';

/** A running total ('recorded' or 'stored'); 0 before the first visit. */
export async function getCounter(database: Database, name: 'recorded' | 'stored'): Promise<number> {
  const row = await database.db
    .selectFrom('counters')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  return Number(row?.value ?? 0);
}
