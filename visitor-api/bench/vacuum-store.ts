import pg from 'pg';

/**
 * Vacuums and analyzes every table of a bench's PostgreSQL schema. A store
 * in service is vacuumed and analyzed by autovacuum as it goes; one seeded in
 * a few minutes is not yet (and the test server runs without autovacuum):
 * every rollup upsert left a dead row behind, and the planner knows nothing
 * of the rows the seed wrote, so it plans the rollups' reads for an empty table.
 */
export async function vacuumStore(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      'select tablename as name from pg_tables where schemaname = $1 order by tablename',
      [schema],
    );
    for (const { name } of rows) {
      await client.query(
        `vacuum analyze ${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`,
      );
    }
  } finally {
    await client.end();
  }
}
