import type { Database } from '../../common/db/database';
import { API_KEY_COLUMNS, type ApiKeyRow } from './api-key-row';

/** Every API key (never a secret), newest first; or the one with `id`. */
export async function listApiKeys(database: Database, id?: number): Promise<ApiKeyRow[]> {
  let query = database.db
    .selectFrom('keeper_api_keys')
    .innerJoin('keeper_accounts', 'keeper_accounts.id', 'keeper_api_keys.created_by')
    .select(API_KEY_COLUMNS)
    .orderBy('keeper_api_keys.id', 'desc');
  if (id !== undefined) query = query.where('keeper_api_keys.id', '=', id);
  return query.execute();
}
