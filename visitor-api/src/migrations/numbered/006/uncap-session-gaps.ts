import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../../common/db/database';
import type { Tables } from '../../../common/db/tables';
import { NEW_SESSION_GAP } from '../../../visits/write/add-sessions';
import { chunks } from '../../../common/db/chunks';

/** The cap gaps had before: 31 meant "new, or not seen in the 30 days before". */
const OLD_CAP = 31;

/**
 * Splits each day's old capped bucket into exact gaps, from the session lists
 * still kept: a session's gap is the days since its previous day, or
 * NEW_SESSION_GAP when it has none. Sessions of the bucket no longer listed
 * (erased) stay counted, as new; days whose lists were purged keep the old
 * bucket.
 */
export async function uncapSessionGaps(db: Kysely<Tables>, engine: Engine): Promise<void> {
  const days =
    engine === 'postgres'
      ? sql`(day::date - prev_day::date)`
      : sql`cast(julianday(day) - julianday(prev_day) as integer)`;
  const exact = await sql<{ day: string; gap: number; sessions: number }>`
    select day, gap, count(*) as sessions from (
      select day, coalesce(${days}, ${NEW_SESSION_GAP}) as gap from daily_sessions
      where prev_day is null or ${days} >= ${OLD_CAP}) as gaps
    group by day, gap`.execute(db);
  const capped = await db
    .selectFrom('daily_uniques')
    .select(['day', 'sessions'])
    .where('gap', '=', OLD_CAP)
    .execute();
  const oldByDay = new Map(capped.map((r) => [r.day, Number(r.sessions)]));
  const rows = new Map<string, { day: string; gap: number; sessions: number }>();
  const add = (day: string, gap: number, sessions: number) => {
    const id = `${day}|${gap}`;
    const entry = rows.get(id);
    if (entry) entry.sessions += sessions;
    else rows.set(id, { day, gap, sessions });
  };
  const listed = new Map<string, number>();
  for (const row of exact.rows) {
    add(row.day, Number(row.gap), Number(row.sessions));
    listed.set(row.day, (listed.get(row.day) ?? 0) + Number(row.sessions));
  }
  for (const [day, count] of listed) {
    const unlisted = (oldByDay.get(day) ?? 0) - count;
    if (unlisted > 0) add(day, NEW_SESSION_GAP, unlisted);
  }
  const rebuilt = [...listed.keys()];
  for (const chunk of chunks(rebuilt)) {
    await db
      .deleteFrom('daily_uniques')
      .where('gap', '=', OLD_CAP)
      .where('day', 'in', chunk)
      .execute();
  }
  for (const chunk of chunks([...rows.values()])) {
    await db
      .insertInto('daily_uniques')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['day', 'gap']).doUpdateSet((eb) => ({
          sessions: eb('daily_uniques.sessions', '+', eb.ref('excluded.sessions')),
        })),
      )
      .execute();
  }
}
