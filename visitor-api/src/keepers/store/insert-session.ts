import type { Insertable } from 'kysely';
import type { Database } from '../../common/db/database';
import type { KeeperSessionsTable } from '../../common/db/tables';

export async function insertSession(
  database: Database,
  session: Insertable<KeeperSessionsTable>,
): Promise<void> {
  await database.db.insertInto('keeper_sessions').values(session).execute();
}
