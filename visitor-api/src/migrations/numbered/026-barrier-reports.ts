import type { Kysely } from 'kysely';
import type { Engine } from '../../common/db/database';

/**
 * Visitors' reports of accessibility barriers, from the accessibility
 * statement's form: the page, what stood in the way, how to reach them if
 * they said, and when. The keepers read them to fix the barrier.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const table = db.schema.createTable('barrier_reports');
  await (
    engine === 'postgres'
      ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('reported_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('barrier_reports_at')
    .on('barrier_reports')
    .column('reported_at')
    .execute();
}
