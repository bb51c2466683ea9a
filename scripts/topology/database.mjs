// The topology's PostgreSQL database: created for the run under a random
// name, read to count the visits it holds, dropped at the end.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server of TEST_DATABASE_URL, reached through its maintenance database. */
const SERVER = (() => {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  url.pathname = '/postgres';
  return url.href;
})();

export function databaseUrl(name) {
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return url.href;
}

export const newDatabaseName = (what = '') => `topology_${what}${randomBytes(5).toString('hex')}`;

async function onServer(sql) {
  const client = new pg.Client({ connectionString: SERVER });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Names come from newDatabaseName only (letters, digits, _), so they are safe in SQL. */
export const createDatabase = (name) => onServer(`CREATE DATABASE ${name}`);
export const dropDatabase = (name) => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

/** The visitIds of `ids` that `name`'s visits table holds. */
export async function storedVisitIds(name, ids) {
  const client = new pg.Client({ connectionString: databaseUrl(name) });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT visit_id FROM visits WHERE visit_id = ANY($1)', [
      ids,
    ]);
    return new Set(rows.map((row) => row.visit_id));
  } finally {
    await client.end();
  }
}

export async function visitCount(name) {
  const client = new pg.Client({ connectionString: databaseUrl(name) });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT count(*)::int AS n FROM visits');
    return rows[0].n;
  } finally {
    await client.end();
  }
}
