import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/build-app';
import { loadConfig } from '../src/common/settings/config';
import { migrate, MIGRATION_TABLE } from '../src/migrations/migrate';
import { engines, openTestStore, track, visit, type TestStore } from './helper';

const NOW = Date.parse('2026-11-22T06:30:00.000Z');

/**
 * What a newer release's migration does to the store: it adds (a nullable
 * column, a table) and records itself in the migration table, as Kysely's
 * migrator of that release would, after this release's migrations.
 */
async function applyNewerRelease(store: TestStore, name: string): Promise<void> {
  const { schema } = store.database;
  const db = schema ? store.database.db.withSchema(schema) : store.database.db;
  await db.schema.alterTable('visits').addColumn('newer_note', 'text').execute();
  await db.schema
    .createTable('newer_facts')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .execute();
  await sql`insert into ${sql.table(schema ? `${schema}.${MIGRATION_TABLE}` : MIGRATION_TABLE)} (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(
    store.database.db,
  );
}

describe.each(engines())('this release beside a newer one on %s', (engine) => {
  let store: TestStore;
  let app: FastifyInstance | undefined;
  beforeEach(async () => {
    store = await openTestStore(engine);
    await migrate(store.database);
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
    await store.close();
  });

  it('starts on a schema a newer release has migrated, and tracks, counts and searches on it', async () => {
    await applyNewerRelease(store, '900-newer-release');
    // A restart of this release during the rolling upgrade: its migrations are all applied, the newer one is left alone.
    expect(await migrate(store.database)).toEqual([]);
    app = await buildApp({
      config: loadConfig({ ...store.env, LOG_LEVEL: 'silent', GEOIP_DATABASE: 'off' }),
      clock: () => NOW,
    });
    expect((await track(app, visit({ visitId: randomUUID() }))).statusCode).toBe(201);
    const statistics = await app.inject('/api/visitors/statistics');
    expect(statistics.json()).toMatchObject({ totalVisits: 1, todayVisits: 1 });
    const dashboard = await app.inject('/api/visitors/dashboard?period=today');
    expect(dashboard.statusCode).toBe(200);
    const search = await app.inject({ method: 'POST', url: '/api/visitors/search', payload: {} });
    expect(search.json()).toMatchObject({ totalElements: 1 });
  });

  it('still refuses a history it cannot explain: an unknown migration before its own last one', async () => {
    await sql`insert into ${sql.table(store.database.schema ? `${store.database.schema}.${MIGRATION_TABLE}` : MIGRATION_TABLE)} (name, timestamp) values ('001-a-lost-branch', ${new Date().toISOString()})`.execute(
      store.database.db,
    );
    await expect(migrate(store.database)).rejects.toThrow(/corrupted migrations/);
  });
});
