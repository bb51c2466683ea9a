import type { Kysely } from 'kysely';

/** Per-local-day rollups, so analytics read a few hundred rows whatever the traffic. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('daily_counts')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('visits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_counts_pk', ['day', 'kind', 'key'])
    .execute();
  await db.schema
    .createIndex('daily_counts_kind_day')
    .on('daily_counts')
    .columns(['kind', 'day'])
    .execute();

  await db.schema
    .createTable('daily_sessions')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('prev_day', 'text')
    .addPrimaryKeyConstraint('daily_sessions_pk', ['day', 'session_id'])
    .execute();
  await db.schema
    .createIndex('daily_sessions_session_day')
    .on('daily_sessions')
    .columns(['session_id', 'day'])
    .execute();

  await db.schema
    .createTable('daily_uniques')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('gap', 'integer', (c) => c.notNull())
    .addColumn('sessions', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_uniques_pk', ['day', 'gap'])
    .execute();

  await db.schema
    .createTable('counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .execute();
}
