import type { Database } from '../database';

/**
 * Deletes every visit of one session and the session's id from the per-day
 * session lists, in one transaction; answers how many visits went. The per-day
 * counts (visits and unique visitors by day, page, country, device) and the
 * `recorded` total are anonymous aggregates and stay, as they do under
 * retention; `stored` follows the visits that remain.
 */
export async function eraseSession(database: Database, sessionId: string): Promise<number> {
  return database.db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom('visits')
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
    const erased = Number(result.numDeletedRows);
    await trx.deleteFrom('daily_sessions').where('session_id', '=', sessionId).execute();
    if (erased > 0) {
      await trx
        .updateTable('counters')
        .set((eb) => ({ value: eb('value', '-', erased) }))
        .where('name', '=', 'stored')
        .execute();
    }
    return erased;
  });
}
