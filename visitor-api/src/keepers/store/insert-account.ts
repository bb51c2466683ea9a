import type { Database } from '../../common/db/database';
import { ACCOUNT_COLUMNS, type AccountRow } from './account-row';

export interface NewAccount {
  email: string;
  displayName: string;
  role: string;
  createdAt: number;
}

/** Adds an account without a password; null when the email is taken. */
export async function insertAccount(
  database: Database,
  account: NewAccount,
): Promise<AccountRow | null> {
  const row = await database.db
    .insertInto('keeper_accounts')
    .values({
      email: account.email,
      display_name: account.displayName,
      role: account.role,
      created_at: account.createdAt,
      password_hash: null,
      disabled_at: null,
      owner_since: account.role === 'owner' ? account.createdAt : null,
    })
    .onConflict((c) => c.column('email').doNothing())
    .returning(ACCOUNT_COLUMNS)
    .executeTakeFirst();
  return row ?? null;
}
