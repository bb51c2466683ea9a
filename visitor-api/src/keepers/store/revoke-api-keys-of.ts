import type { Database } from '../../common/db/database';

/** Revokes every live key an account made (the account is being disabled). */
export async function revokeApiKeysOf(
  database: Database,
  accountId: number,
  now: number,
): Promise<void> {
  await database.db
    .updateTable('keeper_api_keys')
    .set({ revoked_at: now })
    .where('created_by', '=', accountId)
    .where('revoked_at', 'is', null)
    .execute();
}
