import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { backup, restore } from '../src/backup/backup';
import { buildTestApp, track, visit, type TestApp } from './helper';

const postgresUrl = process.env.TEST_DATABASE_URL;

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the test server. */
function databaseUrl(name: string): string {
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  return url.href;
}

if (!postgresUrl) {
  console.info(
    'visitor-api: TEST_DATABASE_URL is not set, so restoring into a new PostgreSQL database is SKIPPED.',
  );
}

// A new server (or a new database after losing one) has none of the
// database-wide objects a schema's dump leaves out, such as the pg_trgm
// extension its trigram indexes use.
(postgresUrl ? describe : describe.skip)('a PostgreSQL backup restored into a new database', () => {
  let t: TestApp;
  let dir: string;
  const database = `va_restore_${randomBytes(6).toString('hex')}`;
  beforeEach(async () => {
    t = await buildTestApp('postgres');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visitor-api-backup-'));
    await onServer(`create database ${database}`);
  });
  afterEach(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
    await onServer(`drop database if exists ${database} with (force)`);
  });

  it('holds every visit', async () => {
    const ids = Array.from({ length: 20 }, () => randomUUID());
    for (const visitId of ids)
      expect((await track(t.app, visit({ visitId }))).statusCode).toBe(201);
    const file = path.join(dir, 'visits.backup');
    await backup(
      file,
      { DATABASE_URL: postgresUrl!, DATABASE_SCHEMA: t.schema! },
      { unencrypted: true },
    );

    const restored = await restore(
      file,
      {},
      { DATABASE_URL: databaseUrl(database), DATABASE_SCHEMA: t.schema! },
    );
    expect(restored.rows.visits).toBe(ids.length);
  });
});
