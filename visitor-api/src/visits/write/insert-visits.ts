import type { Database } from '../../common/db/database';
import { insertVisitRows, type VisitRow } from './insert-visit-rows';
import type { NewVisit, StoredVisit } from '../../common/db/visit-rows';
import { localDay } from '../../common/time/local-day';
import type { SessionDayCache } from './session-day-cache';
import { minimiseIpAddress } from '../../common/privacy/minimise-ip';
import { addDailyCounts } from './add-daily-counts';
import { addHourlyCounts } from './add-hourly-counts';
import { addSessions, sessionDay } from './add-sessions';
import { addCounters } from './counters';
import { storedKeys } from './stored-keys';
import { trafficSource } from '../../common/dimensions/traffic-source';

function toRow(v: NewVisit, database: Database): VisitRow {
  const { timeZone } = database;
  return {
    visit_time: v.visitTime,
    local_day: localDay(v.visitTime, timeZone),
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
    visit_id: v.visitId ?? null,
    source: trafficSource(v.referrer, database.siteHosts),
    // Set once the batch's new (day, session) pairs are known.
    is_entry: 0,
    utm_source: v.campaign?.utmSource ?? '',
    utm_medium: v.campaign?.utmMedium ?? '',
    utm_campaign: v.campaign?.utmCampaign ?? '',
    utm_content: v.campaign?.utmContent ?? '',
    utm_term: v.campaign?.utmTerm ?? '',
  };
}

/** Marks the earliest visit of each (day, session) pair stored for the first time as its entry. */
function markEntries(rows: VisitRow[], newPairs: Set<string>): void {
  const first = new Map<string, VisitRow>();
  for (const row of rows) {
    const pair = sessionDay(row);
    if (!newPairs.has(pair)) continue;
    const earlier = first.get(pair);
    if (!earlier || row.visit_time < earlier.visit_time) first.set(pair, row);
  }
  for (const row of first.values()) row.is_entry = 1;
}

/**
 * Stores a batch of visits and updates every rollup in the same transaction:
 * either all of it is committed or none of it is.
 *
 * A visit whose key (`visitId`) is already stored, or was taken by an earlier
 * visit of the same batch, stores nothing and counts nowhere: it is answered
 * with the visit stored under its key, marked `repeated`. The lookup runs
 * inside the transaction; a visit of the same key committed by another
 * instance in between makes the unique index refuse the insert, a row error,
 * so the group commit writes the batch again one visit at a time, and the
 * lookup then finds it.
 */
export async function insertVisits(
  database: Database,
  visits: NewVisit[],
  cache: SessionDayCache,
): Promise<StoredVisit[]> {
  if (visits.length === 0) return [];
  const keys = visits.flatMap((v) => (v.visitId === undefined ? [] : [v.visitId]));
  const { known, inserted, ids, pairs } = await database.db.transaction().execute(async (trx) => {
    const stored = keys.length > 0 ? await storedKeys(trx, keys) : new Map<string, StoredVisit>();
    const taken = new Set(stored.keys());
    // Indexes of the visits to insert: no key, or the first visit of a key not stored.
    const toInsert = visits.flatMap((v, i) => {
      if (v.visitId === undefined) return [i];
      if (taken.has(v.visitId)) return [];
      taken.add(v.visitId);
      return [i];
    });
    if (toInsert.length === 0) return { known: stored, inserted: toInsert, ids: [], pairs: [] };
    const rows = toInsert.map((i) => toRow(visits[i] as NewVisit, database));
    const sessions = await addSessions(trx, rows, cache);
    markEntries(rows, sessions.newPairs);
    const rowIds = await insertVisitRows(trx, database.engine, rows);
    await addDailyCounts(trx, rows);
    await addHourlyCounts(trx, rows, database.timeZone);
    await addCounters(trx, rows.length);
    return { known: stored, inserted: toInsert, ids: rowIds, pairs: sessions.pairs };
  });
  // Only after the commit: a rolled-back pair must not be remembered as stored.
  for (const pair of pairs) cache.add(pair);

  const answers = new Map<number, StoredVisit>();
  // `inserted` holds the batch indexes of the visits stored now, in the order of `ids`.
  inserted.forEach((index, k) => {
    const visit = visits[index] as NewVisit;
    const answer = { id: ids[k] ?? 0, visitTime: visit.visitTime, repeated: false };
    answers.set(index, answer);
    if (visit.visitId !== undefined) known.set(visit.visitId, { ...answer, repeated: true });
  });
  return visits.map((v, i) => {
    const answer = answers.get(i) ?? (v.visitId === undefined ? undefined : known.get(v.visitId));
    if (!answer) throw new Error('visit missing from its batch result');
    return answer;
  });
}
