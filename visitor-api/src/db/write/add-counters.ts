import type { Kysely } from 'kysely';
import type { Tables } from '../tables';

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
