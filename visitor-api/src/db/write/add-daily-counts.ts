import type { Kysely } from 'kysely';
import type { Tables } from '../tables';
import type { VisitRow } from './insert-visit-rows';
import { chunks } from './chunks';
import { dimensionKeys } from '../../dashboard/dimension-keys';

/** Visits per day in total and by every dashboard dimension, added in one upsert per chunk. */
export async function addDailyCounts(trx: Kysely<Tables>, rows: VisitRow[]): Promise<void> {
  const counts = new Map<string, { day: string; kind: string; key: string; visits: number }>();
  const bump = (day: string, kind: string, key: string) => {
    const id = `${day}\u0000${kind}\u0000${key}`;
    const entry = counts.get(id);
    if (entry) entry.visits += 1;
    else counts.set(id, { day, kind, key, visits: 1 });
  };
  for (const row of rows) {
    bump(row.local_day, 'total', '');
    for (const [kind, key] of dimensionKeys(row)) bump(row.local_day, kind, key);
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
