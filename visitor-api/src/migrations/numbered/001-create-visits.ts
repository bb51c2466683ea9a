import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../common/db/database';

/** The raw visits, with an index for every filter and sort the search offers. */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  // Byte-order collation on PostgreSQL, so sorting matches SQLite's BINARY.
  const text = engine === 'postgres' ? sql`text collate "C"` : sql`text`;
  let table = db.schema.createTable('visits');
  table =
    engine === 'postgres'
      ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await table
    .addColumn('visit_time', 'bigint', (c) => c.notNull())
    .addColumn('local_day', 'text', (c) => c.notNull())
    .addColumn('ip_address', text, (c) => c.notNull())
    .addColumn('device_type', text, (c) => c.notNull())
    .addColumn('browser', text, (c) => c.notNull())
    .addColumn('operating_system', text, (c) => c.notNull())
    .addColumn('country', text, (c) => c.notNull().defaultTo(''))
    .addColumn('city', text, (c) => c.notNull().defaultTo(''))
    .addColumn('page_visited', text, (c) => c.notNull())
    .addColumn('referrer', 'text', (c) => c.notNull())
    .addColumn('screen_resolution', 'text', (c) => c.notNull())
    .addColumn('session_id', text, (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .execute();

  // Sorts: each sortable column with id as the tie-breaker (also serves ip prefix ranges).
  const sorted = [
    'visit_time',
    'ip_address',
    'browser',
    'operating_system',
    'country',
    'page_visited',
  ];
  for (const column of sorted) {
    await db.schema
      .createIndex(`visits_${column}_id`)
      .on('visits')
      .columns([column, 'id'])
      .execute();
  }
  // Exact filters, combined with the default newest-first order.
  for (const column of ['device_type', 'session_id']) {
    await db.schema
      .createIndex(`visits_${column}_time`)
      .on('visits')
      .columns([column, 'visit_time', 'id'])
      .execute();
  }
  await db.schema.createIndex('visits_city_id').on('visits').columns(['city', 'id']).execute();
}
