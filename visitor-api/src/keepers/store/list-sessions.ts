import type { Selectable } from 'kysely';
import type { Database } from '../../common/db/database';
import type { KeeperSessionsTable } from '../../common/db/tables';

/** One account's sessions, newest first. */
export async function listSessions(
  database: Database,
  accountId: number,
): Promise<Selectable<KeeperSessionsTable>[]> {
  return database.db
    .selectFrom('keeper_sessions')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .execute();
}
