import type { Database } from '../../common/db/database';

/** Records a session's latest use (inactivity is counted from it). */
export async function touchSession(database: Database, idHash: string, now: number): Promise<void> {
  await database.db
    .updateTable('keeper_sessions')
    .set({ last_seen_at: now })
    .where('id_hash', '=', idHash)
    .execute();
}
