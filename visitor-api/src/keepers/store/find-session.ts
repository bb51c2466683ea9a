import type { Selectable } from 'kysely';
import type { Database } from '../../common/db/database';
import type { KeeperSessionsTable } from '../../common/db/tables';

export async function findSession(
  database: Database,
  idHash: string,
): Promise<Selectable<KeeperSessionsTable> | null> {
  const row = await database.db
    .selectFrom('keeper_sessions')
    .selectAll()
    .where('id_hash', '=', idHash)
    .executeTakeFirst();
  return row ?? null;
}
