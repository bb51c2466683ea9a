import { sql } from 'kysely';
import { migrate, MIGRATION_TABLE } from '../src/migrations/migrate';
import { OneSchemaIntrospector } from '../src/migrations/one-schema-introspector';
import { openTestStore, type TestStore } from './helper';

const postgres = process.env.TEST_DATABASE_URL;

/**
 * Migrations on a PostgreSQL database that other schemas share look at their
 * own schema only: another schema's bookkeeping tables neither count as this
 * one's nor slow it down.
 */
(postgres ? describe : describe.skip)('migrations in one schema of a shared database', () => {
  let store: TestStore;
  let other: TestStore;
  beforeEach(async () => {
    store = await openTestStore('postgres');
    other = await openTestStore('postgres');
    await migrate(other.database);
  });
  afterEach(async () => {
    await store.close();
    await other.close();
  });

  it("lists only its own schema's tables", async () => {
    const { schema, db } = store.database;
    const before = await new OneSchemaIntrospector(db, schema).getTables();
    expect(before).toEqual([]);
    await migrate(store.database);
    const after = await new OneSchemaIntrospector(db, schema).getTables();
    expect(after.map((table) => table.schema)).toEqual(after.map(() => schema));
    expect(after.map((table) => table.name)).toContain(MIGRATION_TABLE);
    expect(await new OneSchemaIntrospector(db, schema).getSchemas()).toEqual([{ name: schema }]);
  });

  it('migrates a new schema in full although another schema holds a migrated store', async () => {
    const applied = await migrate(store.database);
    const { rows } = await sql<{ count: string }>`
      select count(*) as count from ${sql.table(`${store.database.schema}.${MIGRATION_TABLE}`)}`.execute(
      store.database.db,
    );
    expect(applied.length).toBeGreaterThan(10);
    expect(Number(rows[0]?.count)).toBe(applied.length);
  });
});

if (!postgres) {
  console.info(
    'visitor-api: TEST_DATABASE_URL is not set, so the one-schema migration tests are SKIPPED.',
  );
}
