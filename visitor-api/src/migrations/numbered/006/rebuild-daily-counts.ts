import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../../common/db/tables';
import { keyOrUnknown, languageKey } from '../../../common/dimensions/dimension-keys';
import { chunks } from '../../../common/db/chunks';

/** The dimensions the per-day counts lacked, each with its column and how a value becomes a key. */
const NEW_KINDS: {
  kind: string;
  column: string;
  key: (value: string) => string;
  entries?: true;
}[] = [
  { kind: 'source', column: 'source', key: (v) => v },
  { kind: 'city', column: 'city', key: keyOrUnknown },
  { kind: 'browser', column: 'browser', key: keyOrUnknown },
  { kind: 'os', column: 'operating_system', key: keyOrUnknown },
  { kind: 'language', column: 'language', key: languageKey },
  { kind: 'screen', column: 'screen_resolution', key: keyOrUnknown },
  { kind: 'entry', column: 'page_visited', key: (v) => v, entries: true },
];

/**
 * Per-day counts of the new dimensions from the stored visits. Days whose
 * visits were already purged keep their totals but have none of these.
 */
export async function rebuildDailyCounts(db: Kysely<Tables>): Promise<void> {
  for (const { kind, column, key, entries } of NEW_KINDS) {
    const found = await sql<{ day: string; value: string; visits: number }>`
      select local_day as day, ${sql.ref(column)} as value, count(*) as visits from visits
      ${entries ? sql`where is_entry = 1` : sql``}
      group by local_day, ${sql.ref(column)}`.execute(db);
    // Several stored values may share a key ('hi-IN' and 'hi' are both 'hi').
    const counts = new Map<string, { day: string; kind: string; key: string; visits: number }>();
    for (const row of found.rows) {
      const k = key(row.value);
      const id = `${row.day}\u0000${k}`;
      const entry = counts.get(id);
      if (entry) entry.visits += Number(row.visits);
      else counts.set(id, { day: row.day, kind, key: k, visits: Number(row.visits) });
    }
    for (const chunk of chunks([...counts.values()])) {
      await db.insertInto('daily_counts').values(chunk).execute();
    }
  }
}
