import type { Database } from '../../common/db/database';

/** The account of an unused, unexpired link; null otherwise. Reads only: using it is usePasswordLink. */
export async function findPasswordLink(
  database: Database,
  tokenHash: string,
  now: number,
): Promise<number | null> {
  const row = await database.db
    .selectFrom('keeper_password_links')
    .select('account_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.account_id ?? null;
}
