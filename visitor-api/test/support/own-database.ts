import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A PostgreSQL database of its own on the test server, for a test file that
 * runs code which looks beyond its own schema. The previous release's
 * migrator lists every schema of its database; other test files drop and
 * recreate their schemas meanwhile (a restore runs pg_restore --clean), and a
 * schema gone between its listing and its reading failed that migration when
 * files ran side by side.
 */
export interface OwnDatabase {
  url: string;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function createOwnDatabase(serverUrl: string): Promise<OwnDatabase> {
  const name = `va_own_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
