import type { Database } from '../../common/db/database';

/**
 * The unrevoked key with this digest, with its role; null when none, or when
 * the account that made it is disabled (its keys are revoked then too; this
 * holds for keys revoked by nothing else, e.g. an account disabled before).
 */
export async function findApiKey(
  database: Database,
  keyHash: string,
): Promise<{ id: number; name: string; role: string } | null> {
  const row = await database.db
    .selectFrom('keeper_api_keys as k')
    .innerJoin('keeper_accounts as a', 'a.id', 'k.created_by')
    .select(['k.id', 'k.name', 'k.role'])
    .where('k.key_hash', '=', keyHash)
    .where('k.revoked_at', 'is', null)
    .where('a.disabled_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}
