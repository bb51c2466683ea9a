import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../../common/db/tables';
import { localHour } from '../../../common/time/local-day';
import { chunks } from '../../../common/db/chunks';

/** Visits read per step of the walk. */
const STEP = 10_000;

/**
 * Hourly counts (and the hour's session ids) from the stored visits, walked in
 * time order so only the hour being counted is held in memory.
 */
export async function rebuildHourlyCounts(db: Kysely<Tables>, timeZone: string): Promise<void> {
  interface Hour {
    hour: string;
    visits: number;
    sessions: Set<string>;
  }
  let current = null as Hour | null;
  const flush = async (done: Hour | null) => {
    if (!done) return;
    const { hour, visits, sessions } = done;
    // Upserts: a zone's hour label could in principle come back after another.
    await db
      .insertInto('hourly_counts')
      .values({ hour, visits, sessions: sessions.size })
      .onConflict((oc) =>
        oc.column('hour').doUpdateSet((eb) => ({
          visits: eb('hourly_counts.visits', '+', eb.ref('excluded.visits')),
        })),
      )
      .execute();
    const pairs = [...sessions].map((session_id) => ({ hour, session_id }));
    for (const chunk of chunks(pairs)) {
      await db
        .insertInto('hourly_sessions')
        .values(chunk)
        .onConflict((oc) => oc.columns(['hour', 'session_id']).doNothing())
        .execute();
    }
  };
  let after: { time: number; id: number } | null = null;
  for (;;) {
    const cursor: { time: number; id: number } | null = after;
    const found: { rows: { id: number; visit_time: number; session_id: string }[] } = await sql<{
      id: number;
      visit_time: number;
      session_id: string;
    }>`
      select id, visit_time, session_id from visits
      ${cursor === null ? sql`` : sql`where visit_time > ${cursor.time} or (visit_time = ${cursor.time} and id > ${cursor.id})`}
      order by visit_time, id limit ${STEP}`.execute(db);
    for (const row of found.rows) {
      const hour = localHour(Number(row.visit_time), timeZone);
      if (current?.hour !== hour) {
        await flush(current);
        current = { hour, visits: 0, sessions: new Set() };
      }
      current.visits += 1;
      current.sessions.add(row.session_id);
    }
    const last: { id: number; visit_time: number } | undefined = found.rows[found.rows.length - 1];
    if (!last || found.rows.length < STEP) break;
    after = { time: Number(last.visit_time), id: Number(last.id) };
  }
  await flush(current);
}
