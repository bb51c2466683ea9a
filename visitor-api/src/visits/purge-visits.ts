import type { Database } from '../common/db/database';
import { addDays, localDay } from '../common/time/local-day';
import { subtractStored } from './write/counters';

/**
 * Deletes visits and events older than the cut-off (and session ids of days and hours
 * before it). The per-day and per-hour counts stay: they hold no personal data and keep the totals.
 */
export async function purgeVisitsBefore(database: Database, cutoff: number): Promise<number> {
  const cutoffDay = localDay(cutoff, database.timeZone);
  return database.db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom('visits')
      .where('visit_time', '<', cutoff)
      .executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    // Events are kept no longer than visits; their daily counts stay, as the visits' do.
    await trx.deleteFrom('events').where('event_time', '<', cutoff).execute();
    // Keep 31 days of session ids at least: the 30-day window links back to them.
    const sessionCutoff = addDays(localDay(Date.now(), database.timeZone), -31);
    const sessionsBefore = cutoffDay < sessionCutoff ? cutoffDay : sessionCutoff;
    await trx.deleteFrom('daily_sessions').where('day', '<', sessionsBefore).execute();
    // Hours are 'YYYY-MM-DDTHH', so every hour of an earlier day sorts before the day.
    await trx.deleteFrom('hourly_sessions').where('hour', '<', sessionsBefore).execute();
    await subtractStored(trx, deleted);
    return deleted;
  });
}
