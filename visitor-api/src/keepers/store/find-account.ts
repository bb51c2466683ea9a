import type { Database } from '../../common/db/database';
import { ACCOUNT_COLUMNS, type AccountRow } from './account-row';

/** One account by its id or its (lower-cased) email. */
export async function findAccount(
  database: Database,
  by: { id: number } | { email: string },
): Promise<AccountRow | null> {
  const query = database.db.selectFrom('keeper_accounts').select(ACCOUNT_COLUMNS);
  const row = await (
    'id' in by ? query.where('id', '=', by.id) : query.where('email', '=', by.email)
  ).executeTakeFirst();
  return row ?? null;
}
