import type { Database } from '../../common/db/database';
import type { ApiKeyRow } from './api-key-row';
import { listApiKeys } from './list-api-keys';

export async function insertApiKey(
  database: Database,
  key: { name: string; role: string; keyHash: string; createdBy: number; createdAt: number },
): Promise<ApiKeyRow> {
  const { id } = await database.db
    .insertInto('keeper_api_keys')
    .values({
      name: key.name,
      role: key.role,
      key_hash: key.keyHash,
      created_by: key.createdBy,
      created_at: key.createdAt,
      last_used_at: null,
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [row] = await listApiKeys(database, id);
  if (!row) throw new Error(`API key ${id} vanished after its insert`);
  return row;
}
