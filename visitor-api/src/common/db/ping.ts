import { sql } from 'kysely';
import type { Database } from './database';

/** Round-trip time of a trivial query, in milliseconds. */
export async function ping(database: Database): Promise<number> {
  const started = performance.now();
  await sql`select 1`.execute(database.db);
  return Math.round((performance.now() - started) * 100) / 100;
}
