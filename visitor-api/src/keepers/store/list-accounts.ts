import type { Database } from '../../common/db/database';
import { ACCOUNT_COLUMNS, type AccountRow } from './account-row';

/** Every account, oldest first. */
export async function listAccounts(database: Database): Promise<AccountRow[]> {
  return database.db.selectFrom('keeper_accounts').select(ACCOUNT_COLUMNS).orderBy('id').execute();
}
