import type { Database } from '../database';
import { insertVisitRows, type VisitRow } from './insert-visit-rows';
import type { NewVisit, StoredVisit } from '../visit-rows';
import { localDay } from '../../time/local-day';
import type { SessionDayCache } from '../session-day-cache';
import { minimiseIpAddress } from '../../privacy/minimise-ip';
import { addDailyCounts } from './add-daily-counts';
import { addSessions } from './add-sessions';
import { addCounters } from './counters';

/**
 * Stores a batch of visits and updates every rollup in the same transaction:
 * either all of it is committed or none of it is.
 */
export async function insertVisits(
  database: Database,
  visits: NewVisit[],
  cache: SessionDayCache,
): Promise<StoredVisit[]> {
  if (visits.length === 0) return [];
  const rows: VisitRow[] = visits.map((v) => ({
    visit_time: v.visitTime,
    local_day: localDay(v.visitTime, database.timeZone),
    // Only the network is ever stored, whoever calls (track, seed, benchmarks).
    ip_address: minimiseIpAddress(v.ipAddress),
    device_type: v.deviceType,
    browser: v.browser,
    operating_system: v.operatingSystem,
    country: v.country,
    city: v.city,
    page_visited: v.pageVisited,
    referrer: v.referrer,
    screen_resolution: v.screenResolution,
    session_id: v.sessionId,
    language: v.language,
  }));
  const { ids, pairs } = await database.db.transaction().execute(async (trx) => {
    const inserted = await insertVisitRows(trx, database.engine, rows);
    await addDailyCounts(trx, rows);
    const newPairs = await addSessions(trx, rows, cache);
    await addCounters(trx, rows.length);
    return { ids: inserted, pairs: newPairs };
  });
  // Only after the commit: a rolled-back pair must not be remembered as stored.
  for (const pair of pairs) cache.add(pair);
  return ids.map((id, i) => ({ id, visitTime: visits[i]?.visitTime ?? 0 }));
}
