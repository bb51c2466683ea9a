import type { Insertable } from 'kysely';
import type { Database } from '../../common/db/database';
import type { KeeperAuditTable } from '../../common/db/tables';

export async function insertAuditEntry(
  database: Database,
  entry: Insertable<KeeperAuditTable>,
): Promise<void> {
  await database.db.insertInto('keeper_audit').values(entry).execute();
}
