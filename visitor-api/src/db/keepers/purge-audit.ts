import type { Database } from '../database';

/** Deletes audit entries older than the cutoff (the visits' retention); answers how many. */
export async function purgeAuditBefore(database: Database, cutoff: number): Promise<number> {
  const result = await database.db
    .deleteFrom('keeper_audit')
    .where('at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
