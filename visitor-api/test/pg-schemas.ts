import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * PostgreSQL schemas for tests. Kysely's migrator lists the tables of every
 * schema and checks each schema by name, so a schema dropped by one test file
 * while another migrates fails that migration ("schema … does not exist").
 * Under Jest every schema of a run is therefore named after the run and
 * dropped together when the run ends (test/pg-global-teardown.js); outside
 * Jest's global set-up a schema is dropped as soon as it is closed.
 */
const RUN = process.env.VA_TEST_RUN;

async function query(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Creates an empty schema of its own and returns its name. */
export async function createTestSchema(url: string): Promise<string> {
  const schema = `va_${RUN ?? 'test'}_${randomBytes(8).toString('hex')}`;
  await query(url, `create schema ${schema}`);
  return schema;
}

/** Drops the schema now, or leaves it to the end of the Jest run. */
export async function releaseTestSchema(url: string, schema: string): Promise<void> {
  if (RUN === undefined) await query(url, `drop schema ${schema} cascade`);
}
