import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import type { Tables } from '../tables';
import { insertVisitRows, type VisitRow } from './insert-visit-rows';
import type { NewVisit, StoredVisit } from '../visit-rows';
import { localDay, daysBetween } from '../../lib/local-day';
import type { SessionDayCache } from '../session-day-cache';
import { minimiseIpAddress } from '../../lib/minimise-ip';

type Trx = Kysely<Tables>;

/** Gap bucket of a session's day: days since it was last seen, 31 when new or older than 30. */
export const NEW_SESSION_GAP = 31;
function gapBucket(previous: string | null, day: string): number {
  if (previous === null) return NEW_SESSION_GAP;
  return Math.min(daysBetween(previous, day), NEW_SESSION_GAP);
}

const CHUNK = 500;
function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Visits per day by total, page, country and device, added in one upsert per chunk. */
async function addDailyCounts(trx: Trx, rows: VisitRow[]): Promise<void> {
  const counts = new Map<string, { day: string; kind: string; key: string; visits: number }>();
  const bump = (day: string, kind: string, key: string) => {
    const id = `${day}\u0000${kind}\u0000${key}`;
    const entry = counts.get(id);
    if (entry) entry.visits += 1;
    else counts.set(id, { day, kind, key, visits: 1 });
  };
  for (const row of rows) {
    bump(row.local_day, 'total', '');
    bump(row.local_day, 'page', row.page_visited);
    bump(row.local_day, 'country', row.country === '' ? 'Unknown' : row.country);
    bump(row.local_day, 'device', row.device_type);
  }
  // A fixed key order keeps concurrent PostgreSQL writers from deadlocking.
  const values = [...counts.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, v]) => v);
  for (const chunk of chunks(values)) {
    await trx
      .insertInto('daily_counts')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['day', 'kind', 'key']).doUpdateSet((eb) => ({
          visits: eb('daily_counts.visits', '+', eb.ref('excluded.visits')),
        })),
      )
      .execute();
  }
}

/**
 * Records each (day, session) pair once and keeps the gap buckets exact: a new
 * pair links to the session's previous day, and if the session already had a
 * later day (a visit stored out of order), that later day's gap is moved.
 */
async function addSessions(trx: Trx, rows: VisitRow[], cache: SessionDayCache): Promise<string[]> {
  const seen = new Set<string>();
  const candidates: { day: string; session: string; id: string }[] = [];
  for (const row of rows) {
    const id = `${row.local_day}|${row.session_id}`;
    if (seen.has(id) || cache.has(id)) continue;
    seen.add(id);
    candidates.push({ day: row.local_day, session: row.session_id, id });
  }
  candidates.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));

  const deltas = new Map<string, { day: string; gap: number; sessions: number }>();
  const move = (day: string, gap: number, by: number) => {
    const id = `${day}|${gap}`;
    const entry = deltas.get(id);
    if (entry) entry.sessions += by;
    else deltas.set(id, { day, gap, sessions: by });
  };

  for (const { day, session } of candidates) {
    const inserted = await trx
      .insertInto('daily_sessions')
      .values({ day, session_id: session, prev_day: null })
      .onConflict((oc) => oc.columns(['day', 'session_id']).doNothing())
      .returning('day')
      .executeTakeFirst();
    if (!inserted) continue;
    const near = await sql<{ prev: string | null; next: string | null }>`
      select max(case when day < ${day} then day end) as prev,
             min(case when day > ${day} then day end) as next
      from daily_sessions where session_id = ${session}`.execute(trx);
    const prev = near.rows[0]?.prev ?? null;
    const next = near.rows[0]?.next ?? null;
    if (prev !== null) {
      await trx
        .updateTable('daily_sessions')
        .set({ prev_day: prev })
        .where('day', '=', day)
        .where('session_id', '=', session)
        .execute();
    }
    move(day, gapBucket(prev, day), 1);
    if (next !== null) {
      move(next, gapBucket(prev, next), -1);
      move(next, gapBucket(day, next), 1);
      await trx
        .updateTable('daily_sessions')
        .set({ prev_day: day })
        .where('day', '=', next)
        .where('session_id', '=', session)
        .execute();
    }
  }

  const values = [...deltas.values()]
    .filter((d) => d.sessions !== 0)
    .sort((a, b) => (a.day === b.day ? a.gap - b.gap : a.day < b.day ? -1 : 1));
  for (const chunk of chunks(values)) {
    await trx
      .insertInto('daily_uniques')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['day', 'gap']).doUpdateSet((eb) => ({
          sessions: eb('daily_uniques.sessions', '+', eb.ref('excluded.sessions')),
        })),
      )
      .execute();
  }
  return candidates.map((c) => c.id);
}

async function addCounters(trx: Trx, count: number): Promise<void> {
  await trx
    .insertInto('counters')
    .values([
      { name: 'recorded', value: count },
      { name: 'stored', value: count },
    ])
    .onConflict((oc) =>
      oc.column('name').doUpdateSet((eb) => ({
        value: eb('counters.value', '+', eb.ref('excluded.value')),
      })),
    )
    .execute();
}

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
