import type { Database } from '../../common/db/database';

/** Deletes audit entries older than the cutoff (AUDIT_RETENTION_DAYS); answers how many. */
export async function purgeAuditBefore(database: Database, cutoff: number): Promise<number> {
  const result = await database.db
    .deleteFrom('keeper_audit')
    .where('at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
