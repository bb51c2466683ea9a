import type { Kysely } from 'kysely';
import type { Tables } from '../../common/db/tables';

/** Adds a batch to the `recorded` and `stored` counters (totalVisits and what is kept). */
export async function addCounters(trx: Kysely<Tables>, count: number): Promise<void> {
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

/** Lowers the `stored` counter after visits were deleted (`recorded`, totalVisits, never falls). */
export async function subtractStored(trx: Kysely<Tables>, count: number): Promise<void> {
  if (count <= 0) return;
  await trx
    .updateTable('counters')
    .set((eb) => ({ value: eb('value', '-', count) }))
    .where('name', '=', 'stored')
    .execute();
}
