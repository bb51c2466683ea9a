import type { Database } from '../../common/db/database';

/** The API keys one account made (names and dates, never a digest), oldest first. */
export async function apiKeysMadeBy(database: Database, accountId: number) {
  return database.db
    .selectFrom('keeper_api_keys')
    .select(['name', 'role', 'created_at', 'last_used_at', 'revoked_at'])
    .where('created_by', '=', accountId)
    .orderBy('id', 'asc')
    .execute();
}
