import type { Updateable } from 'kysely';
import type { Database } from '../../common/db/database';
import type { KeeperAccountsTable } from '../../common/db/tables';
import { ACCOUNT_COLUMNS, type AccountRow } from './account-row';

/** Changes an account's role, password hash or disabled time; null when there is no such account. */
export async function updateAccount(
  database: Database,
  id: number,
  changes: Pick<
    Updateable<KeeperAccountsTable>,
    'role' | 'password_hash' | 'disabled_at' | 'owner_since'
  >,
): Promise<AccountRow | null> {
  const row = await database.db
    .updateTable('keeper_accounts')
    .set(changes)
    .where('id', '=', id)
    .returning(ACCOUNT_COLUMNS)
    .executeTakeFirst();
  return row ?? null;
}
