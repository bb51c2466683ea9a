import type { Database } from '../common/db/database';
import { subtractStored } from './write/counters';

/**
 * Deletes every visit and event of one session and the session's id from the per-day
 * and per-hour session lists, in one transaction; answers how many visits went.
 * The per-day and per-hour counts (visits and unique visitors in total and by
 * every dashboard dimension) and the
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
    await trx.deleteFrom('hourly_sessions').where('session_id', '=', sessionId).execute();
    // The session's events go with its visits.
    await trx.deleteFrom('events').where('session_id', '=', sessionId).execute();
    await subtractStored(trx, erased);
    return erased;
  });
}
