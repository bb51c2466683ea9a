import type { Database } from '../database';

/** The unrevoked key with this digest, with its role; null when none. */
export async function findApiKey(
  database: Database,
  keyHash: string,
): Promise<{ id: number; name: string; role: string } | null> {
  const row = await database.db
    .selectFrom('keeper_api_keys')
    .select(['id', 'name', 'role'])
    .where('key_hash', '=', keyHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}
