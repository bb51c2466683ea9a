import type { Kysely } from 'kysely';
import type { Engine } from '../../common/db/database';

/**
 * Events (what visitors did on a page: a call tapped, a map opened...) and the
 * event names keepers add to the built-in ones. An event keeps its session,
 * page, name and a few properties as a JSON object; never an address.
 * `event_id` is the browser's idempotency key: stored once.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const events = db.schema.createTable('events');
  await (
    engine === 'postgres'
      ? events.addColumn('id', 'bigserial', (c) => c.primaryKey())
      : events.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('event_time', 'bigint', (c) => c.notNull())
    .addColumn('local_day', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('properties', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('events_event_id').unique().on('events').column('event_id').execute();
  await db.schema.createIndex('events_time').on('events').column('event_time').execute();
  await db.schema.createIndex('events_session').on('events').column('session_id').execute();
  await db.schema
    .createIndex('events_name_day')
    .on('events')
    .columns(['name', 'local_day'])
    .execute();

  await db.schema
    .createTable('event_names')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .execute();
}
