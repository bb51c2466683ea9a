import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { backup, restore } from '../src/backup/backup';
import type { BackupSummary } from '../src/backup/backup-summary';
import { loadConfig } from '../src/common/settings/config';
import { connect, connectionOptions } from '../src/common/db/connect';
import { migrate } from '../src/migrations/migrate';
import type { Tables } from '../src/common/db/tables';
import { newKeyPair } from '../src/backup/encryption';
import { seed } from './seed';

/**
 * npm run bench:backup -w visitor-api [-- --visits 100000]
 * Backup and restore time and file size on both engines (PostgreSQL when
 * TEST_DATABASE_URL or DATABASE_URL is set), plain (`--unencrypted`) and
 * encrypted to a new age key, side by side. The visits are seeded once into a
 * temporary SQLite file through the API's insert path; PostgreSQL gets the
 * same rows copied into a schema of its own, dropped at the end.
 */
const PG_SCHEMA = 'visitor_api_backup_bench';
const ROWS_PER_INSERT = 1000;

function line(engine: string, what: string, summary: BackupSummary): string {
  const mb = (summary.bytes / 1024 / 1024).toFixed(1);
  return `${engine.padEnd(10)} ${what.padEnd(14)} ${(summary.milliseconds / 1000).toFixed(2).padStart(7)} s  ${mb.padStart(7)} MB  ${summary.rows.visits ?? 0} visits`;
}

/** Copies every data table of the seeded SQLite file into the migrated PostgreSQL schema. */
async function copyIntoPostgres(sqliteFile: string, env: Record<string, string>): Promise<void> {
  const database = connect(connectionOptions(loadConfig(env)));
  const source = new BetterSqlite3(sqliteFile, { readonly: true });
  try {
    await migrate(database);
    const tables = source
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'",
      )
      .pluck()
      .all() as (keyof Tables)[];
    for (const table of tables) {
      await sql`delete from ${sql.table(table)}`.execute(database.db);
      const rows = source.prepare(`select * from ${table}`).all() as Record<string, unknown>[];
      for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
        await database.db
          .insertInto(table)
          .values(rows.slice(i, i + ROWS_PER_INSERT) as never)
          .execute();
      }
    }
    await sql`analyze`.execute(database.db);
  } finally {
    source.close();
    await database.db.destroy();
  }
}

async function run(visits: number): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visitor-api-backup-bench-'));
  const base = { GEOIP_DATABASE: 'off', LOG_LEVEL: 'silent' };
  const sqliteEnv = { ...base, DATABASE_PATH: path.join(dir, 'visitors.db') };
  try {
    Object.assign(process.env, sqliteEnv);
    delete process.env.DATABASE_URL;
    const seeded = Date.now();
    await seed(visits, 30);
    console.info(
      `seeded ${visits} visits into SQLite in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
    );
    const results: string[] = [];

    const { identity, recipient } = await newKeyPair(new Date());
    const identityFile = path.join(dir, 'backup.key');
    fs.writeFileSync(identityFile, identity, { mode: 0o600 });
    const modes = [
      { what: 'plain', options: { unencrypted: true }, env: {} },
      { what: 'age', options: {}, env: { BACKUP_PUBLIC_KEY: recipient } },
    ];
    for (const mode of modes) {
      const file = path.join(dir, `sqlite-${mode.what}.backup`);
      const sqliteBackup = await backup(file, { ...sqliteEnv, ...mode.env }, mode.options);
      results.push(line('SQLite', `backup ${mode.what}`, sqliteBackup));
      const sqliteRestore = await restore(
        file,
        { identity: identityFile },
        { ...base, DATABASE_PATH: path.join(dir, `restored-${mode.what}.db`) },
      );
      results.push(line('SQLite', `restore ${mode.what}`, sqliteRestore));
    }

    const pgUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
    if (pgUrl) {
      const pgEnv = { ...base, DATABASE_URL: pgUrl, DATABASE_SCHEMA: PG_SCHEMA };
      const admin = connect(connectionOptions(loadConfig({ ...base, DATABASE_URL: pgUrl })));
      await sql`drop schema if exists ${sql.id(PG_SCHEMA)} cascade`.execute(admin.db);
      await sql`create schema ${sql.id(PG_SCHEMA)}`.execute(admin.db);
      try {
        await copyIntoPostgres(sqliteEnv.DATABASE_PATH, pgEnv);
        for (const mode of modes) {
          const file = path.join(dir, `postgres-${mode.what}.backup`);
          const pgBackup = await backup(file, { ...pgEnv, ...mode.env }, mode.options);
          results.push(line('PostgreSQL', `backup ${mode.what}`, pgBackup));
          const pgRestore = await restore(file, { identity: identityFile }, pgEnv);
          results.push(line('PostgreSQL', `restore ${mode.what}`, pgRestore));
        }
      } finally {
        await sql`drop schema if exists ${sql.id(PG_SCHEMA)} cascade`.execute(admin.db);
        await admin.db.destroy();
      }
    } else {
      console.info('PostgreSQL skipped: set TEST_DATABASE_URL or DATABASE_URL to include it');
    }
    console.info(
      `\n${new Date().toISOString()}, load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    console.info(results.join('\n'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const { values } = parseArgs({ options: { visits: { type: 'string', default: '100000' } } });
const visits = Number(values.visits);
if (!Number.isInteger(visits) || visits < 1 || visits > 2_000_000) {
  console.error('Usage: npm run bench:backup -w visitor-api [-- --visits N (1 to 2,000,000)]');
  process.exit(2);
}
run(visits).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
