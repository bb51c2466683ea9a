import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../common/db/database';
import type { Tables } from '../../common/db/tables';
import { trafficSource } from '../../common/dimensions/traffic-source';
import { rebuildDailyCounts } from './006/rebuild-daily-counts';
import { rebuildHourlyCounts } from './006/rebuild-hourly-counts';
import { uncapSessionGaps } from './006/uncap-session-gaps';

/** Distinct referrers read per step; each step is one UPDATE with a CASE of at most this many. */
const STEP = 500;

/**
 * What the dashboard reads, built from the visits already stored: each visit's
 * traffic source and entry flag, the per-day counts of the new dimensions, the
 * hourly counts, and session gaps without the 30-day cap. Every new visit
 * keeps them up to date in its own transaction from then on.
 */
export async function up(
  db: Kysely<unknown>,
  engine: Engine,
  setting: { timeZone: string; siteHosts: ReadonlySet<string> },
): Promise<void> {
  const store = db as Kysely<Tables>;
  await db.schema
    .alterTable('visits')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('visits')
    .addColumn('is_entry', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Filtered dashboard views read a day range of visits, most often by source.
  await db.schema.createIndex('visits_local_day').on('visits').columns(['local_day']).execute();
  await db.schema
    .createIndex('visits_source_day')
    .on('visits')
    .columns(['source', 'local_day'])
    .execute();

  // Breakdowns sum a range of days of every kind: the index alone answers them.
  await db.schema.dropIndex('daily_counts_kind_day').execute();
  await db.schema
    .createIndex('daily_counts_kind_day_key')
    .on('daily_counts')
    .columns(['kind', 'day', 'key', 'visits'])
    .execute();

  await db.schema
    .createTable('hourly_counts')
    .addColumn('hour', 'text', (c) => c.primaryKey())
    .addColumn('visits', 'integer', (c) => c.notNull())
    .addColumn('sessions', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('hourly_sessions')
    .addColumn('hour', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('hourly_sessions_pk', ['hour', 'session_id'])
    .execute();
  await db.schema
    .createIndex('hourly_sessions_session')
    .on('hourly_sessions')
    .columns(['session_id'])
    .execute();

  if (engine === 'postgres') await sql`analyze visits`.execute(db);
  await fillSources(store, setting.siteHosts);
  // The first visit (by time, then id) of each session's day is its entry.
  await sql`update visits set is_entry = 1 where id in (
      select id from (
        select id, row_number() over (
          partition by local_day, session_id order by visit_time, id) as position
        from visits) as ranked
      where position = 1)`.execute(db);
  await rebuildDailyCounts(store);
  await rebuildHourlyCounts(store, setting.timeZone);
  await uncapSessionGaps(store, engine);
}

/** Walks the distinct referrers in order and stores each one's source, one UPDATE per step. */
async function fillSources(db: Kysely<Tables>, siteHosts: ReadonlySet<string>): Promise<void> {
  let after: string | null = null;
  for (;;) {
    const cursor: string | null = after;
    const found = await sql<{ referrer: string }>`
      select distinct referrer from visits
      ${cursor === null ? sql`` : sql`where referrer > ${cursor}`}
      order by referrer limit ${STEP}`.execute(db);
    const values = found.rows.map((row) => row.referrer);
    if (values.length === 0) return;
    const cases = sql.join(
      values.map((referrer) => sql`when ${referrer} then ${trafficSource(referrer, siteHosts)}`),
      sql` `,
    );
    const list = sql.join(values.map((referrer) => sql`${referrer}`));
    await sql`update visits set source = case referrer ${cases} end
      where referrer in (${list})`.execute(db);
    if (values.length < STEP) return;
    after = values[values.length - 1] ?? null;
  }
}
