import type { Database } from '../../common/db/database';

/** Records a key's use, or revokes it (a revoked key stays revoked); false when no such key. */
export async function updateApiKey(
  database: Database,
  id: number,
  change: { lastUsedAt: number } | { revokedAt: number },
): Promise<boolean> {
  let query = database.db.updateTable('keeper_api_keys').where('id', '=', id);
  query =
    'lastUsedAt' in change
      ? query.set({ last_used_at: change.lastUsedAt })
      : query.set({ revoked_at: change.revokedAt }).where('revoked_at', 'is', null);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
