import type { Database } from '../../common/db/database';

/**
 * Marks a link used, if it is unused and unexpired, and answers its account's
 * id; null otherwise. One UPDATE with the conditions in it, so two requests
 * with the same token cannot both use it.
 */
export async function usePasswordLink(
  database: Database,
  tokenHash: string,
  now: number,
): Promise<number | null> {
  const row = await database.db
    .updateTable('keeper_password_links')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('account_id')
    .executeTakeFirst();
  return row?.account_id ?? null;
}
