import type { Kysely } from 'kysely';

/**
 * The client's idempotency key of each visit, stored once: a unique index, in
 * which both engines let any number of rows hold null (visits sent without a
 * key, and every visit stored before keys existed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('visits').addColumn('visit_id', 'text').execute();
  await db.schema.createIndex('visits_visit_id').unique().on('visits').column('visit_id').execute();
}
