import type { Kysely } from 'kysely';
import type { Tables } from './tables';
import { chunks } from './chunks';

/** One count of the daily counts: a day, a kind ('total', a dashboard dimension, 'event') and its key. */
export type DailyCountKey = readonly [day: string, kind: string, key: string];

/**
 * Adds one to the daily count of each key given (a key given twice adds two),
 * in one upsert per chunk. Every writer, of visits and of events, upserts in
 * the same fixed key order, so concurrent PostgreSQL writers never deadlock.
 */
export async function addToDailyCounts(
  trx: Kysely<Tables>,
  keys: Iterable<DailyCountKey>,
): Promise<void> {
  const counts = new Map<string, { day: string; kind: string; key: string; visits: number }>();
  for (const [day, kind, key] of keys) {
    const id = `${day}\u0000${kind}\u0000${key}`;
    const entry = counts.get(id);
    if (entry) entry.visits += 1;
    else counts.set(id, { day, kind, key, visits: 1 });
  }
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
