import type { Insertable } from 'kysely';
import type { Database } from '../database';
import type { KeeperAuditTable } from '../tables';

export async function insertAuditEntry(
  database: Database,
  entry: Insertable<KeeperAuditTable>,
): Promise<void> {
  await database.db.insertInto('keeper_audit').values(entry).execute();
}
