import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../common/db/tables';
import type { VisitRow } from './insert-visit-rows';
import type { SessionDayCache } from './session-day-cache';
import { daysBetween } from '../../common/time/local-day';
import { chunks } from '../../common/db/chunks';

/**
 * Gap bucket of a session's day: days since it was last seen, this when new.
 * Above any window the dashboard asks for (ten years), so every window's
 * distinct sessions read exactly from the buckets.
 */
export const NEW_SESSION_GAP = 100_000;
function gapBucket(previous: string | null, day: string): number {
  if (previous === null) return NEW_SESSION_GAP;
  return Math.min(daysBetween(previous, day), NEW_SESSION_GAP);
}

export interface AddedSessions {
  /** Every (day, session) pair of the batch looked up, as 'day|session' (for the cache). */
  pairs: string[];
  /** The pairs stored for the first time by this batch: their first visit is an entry. */
  newPairs: Set<string>;
}

/** The key of a visit's (day, session) pair. */
export const sessionDay = (row: Pick<VisitRow, 'local_day' | 'session_id'>) =>
  `${row.local_day}|${row.session_id}`;

/**
 * Records each (day, session) pair once and keeps the gap buckets exact: a new
 * pair links to the session's previous day, and if the session already had a
 * later day (a visit stored out of order), that later day's gap is moved.
 */
export async function addSessions(
  trx: Kysely<Tables>,
  rows: Pick<VisitRow, 'local_day' | 'session_id'>[],
  cache: SessionDayCache,
): Promise<AddedSessions> {
  const newPairs = new Set<string>();
  const seen = new Set<string>();
  const candidates: { day: string; session: string; id: string }[] = [];
  for (const row of rows) {
    const id = sessionDay(row);
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

  for (const { day, session, id } of candidates) {
    const inserted = await trx
      .insertInto('daily_sessions')
      .values({ day, session_id: session, prev_day: null })
      .onConflict((oc) => oc.columns(['day', 'session_id']).doNothing())
      .returning('day')
      .executeTakeFirst();
    if (!inserted) continue;
    newPairs.add(id);
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
  return { pairs: candidates.map((c) => c.id), newPairs };
}
