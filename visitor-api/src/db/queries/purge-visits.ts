import type { Database } from '../database';
import { addDays, localDay } from '../../time/local-day';
import { subtractStored } from '../write/counters';

/**
 * Deletes visits older than the cut-off (and session ids of days before it).
 * The per-day counts stay: they hold no personal data and keep the totals.
 */
export async function purgeVisitsBefore(database: Database, cutoff: number): Promise<number> {
  const cutoffDay = localDay(cutoff, database.timeZone);
  return database.db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom('visits')
      .where('visit_time', '<', cutoff)
      .executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    // Keep 31 days of session ids at least: the 30-day window links back to them.
    const sessionCutoff = addDays(localDay(Date.now(), database.timeZone), -31);
    await trx
      .deleteFrom('daily_sessions')
      .where('day', '<', cutoffDay < sessionCutoff ? cutoffDay : sessionCutoff)
      .execute();
    await subtractStored(trx, deleted);
    return deleted;
  });
}
