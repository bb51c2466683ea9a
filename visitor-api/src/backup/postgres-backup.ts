import fs from 'node:fs';
import pg from 'pg';
import { BackupError } from './backup-error';
import type { BackupSummary } from './backup-summary';
import { fileKind } from './file-kind';
import { checkSchemaVersion, MIGRATION_TABLE } from './known-migrations';
import { checkDumpVersion, libpqEnvironment, runTool, toolMajorVersion } from './postgres-tools';
import { removeIfPresent, requireFolder, tempPathBeside } from './temp-file';

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'visitor-api-backup' });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(
      `cannot connect to PostgreSQL (DATABASE_URL): ${(error as Error).message}`,
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Where the data lives, for the summary (never the URL: it may hold the password). */
function databaseName(url: string): string {
  const env = libpqEnvironment(url);
  return `the database ${env.PGDATABASE} on ${env.PGHOST}`;
}

async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ v: string }>('show server_version_num');
  return Math.floor(Number(rows[0]!.v) / 10_000);
}

/** The API's schema: DATABASE_SCHEMA, or the first schema of the connection's search_path. */
async function apiSchema(client: pg.Client, configured: string | null): Promise<string> {
  if (configured) return configured;
  const { rows } = await client.query<{ schema: string | null }>(
    'select current_schema() as schema',
  );
  if (!rows[0]!.schema)
    throw new BackupError('the connection has no current schema: set DATABASE_SCHEMA');
  return rows[0]!.schema;
}

async function tablesOf(client: pg.Client, schema: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = $1 and table_type = 'BASE TABLE' order by 1`,
    [schema],
  );
  return rows.map((row) => row.name);
}

async function rowCounts(client: pg.Client, schema: string): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  for (const table of await tablesOf(client, schema)) {
    const result = await client.query<{ n: string }>(
      `select count(*) as n from ${quote(schema)}.${quote(table)}`,
    );
    rows[table] = Number(result.rows[0]!.n);
  }
  return rows;
}

async function appliedMigrations(client: pg.Client, schema: string): Promise<string[]> {
  if (!(await tablesOf(client, schema)).includes(MIGRATION_TABLE)) return [];
  const { rows } = await client.query<{ name: string }>(
    `select name from ${quote(schema)}.${MIGRATION_TABLE}`,
  );
  return rows.map((row) => row.name);
}

/**
 * Dumps the API's schema (and nothing else) with pg_dump's custom format into
 * `to`. The row counts printed are read in the very snapshot pg_dump copies
 * (an exported snapshot), so they are the backup's own, whatever the API
 * writes meanwhile.
 */
export async function backupPostgres(
  url: string,
  configuredSchema: string | null,
  to: string,
): Promise<BackupSummary> {
  const started = Date.now();
  requireFolder(to);
  const temp = tempPathBeside(to, 'backup');
  removeIfPresent(temp);
  try {
    return await withClient(url, async (client) => {
      const schema = await apiSchema(client, configuredSchema);
      checkDumpVersion(
        await toolMajorVersion('pg_dump'),
        await serverMajor(client),
        'the installed pg_dump',
      );
      await client.query('begin transaction isolation level repeatable read, read only');
      const { rows } = await client.query<{ snapshot: string }>(
        'select pg_export_snapshot() as snapshot',
      );
      const schemaVersion = await checkSchemaVersion(
        await appliedMigrations(client, schema),
        `the schema ${schema}`,
      );
      const counts = await rowCounts(client, schema);
      await runTool(
        'pg_dump',
        [
          '--format=custom',
          `--schema=${schema}`,
          `--snapshot=${rows[0]!.snapshot}`,
          `--file=${temp}`,
        ],
        libpqEnvironment(url),
      );
      await client.query('commit');
      fs.renameSync(temp, to);
      const summary: BackupSummary = {
        engine: 'postgres',
        file: to,
        store: `the schema ${schema} of ${databaseName(url)}`,
        bytes: fs.statSync(to).size,
        schemaVersion,
        rows: counts,
        milliseconds: Date.now() - started,
      };
      return summary;
    });
  } finally {
    removeIfPresent(temp);
  }
}

/** What an archive's table of contents says about it. */
interface ArchiveFacts {
  dumpMajor: number;
  /** The schemas its tables live in (one, for a backup of this API). */
  schemas: Set<string>;
  tables: Set<string>;
}

async function readArchiveList(file: string): Promise<ArchiveFacts> {
  const { stdout } = await runTool('pg_restore', ['--list', file], process.env).catch(() => {
    throw new BackupError(
      `${file} is truncated or damaged (pg_restore cannot read its table of contents)`,
    );
  });
  const version = /Dumped by pg_dump version: (\d+)/.exec(stdout);
  if (!version) throw new BackupError(`${file} is not a pg_dump archive`);
  const schemas = new Set<string>();
  const tables = new Set<string>();
  for (const match of stdout.matchAll(/^\d+; \d+ \d+ TABLE (?!DATA )(\S+) (\S+) /gm)) {
    schemas.add(match[1]!);
    tables.add(match[2]!);
  }
  return { dumpMajor: Number(version[1]), schemas, tables };
}

/**
 * Reads the whole archive (every data block, so a truncated one fails here,
 * before anything is changed) and returns the migrations its data records.
 */
async function readArchiveMigrations(file: string, schema: string): Promise<string[]> {
  const names: string[] = [];
  let inMigrations = false;
  const start = `COPY ${schema}.${MIGRATION_TABLE} (`;
  await runTool('pg_restore', ['--file=-', file], process.env, (line) => {
    if (inMigrations) {
      if (line === '\\.') inMigrations = false;
      else names.push(line.split('\t')[0]!);
    } else if (line.startsWith(start)) {
      inMigrations = true;
    }
  }).catch((error: BackupError) => {
    throw new BackupError(`${file} is truncated or damaged (${error.message})`);
  });
  return names;
}

/**
 * Restores a backup into the API's schema, replacing its tables, in one
 * transaction: it lands whole or not at all. Only that schema is touched
 * (the archive holds no other, and pg_restore is limited to it). Everything
 * is checked first: the file is a pg_dump archive of this API's schema, whole,
 * at a known schema version, from a pg_dump not newer than the server, and
 * the schema holds no table the backup would leave behind.
 */
/**
 * A schema's dump holds its trigram indexes but not the pg_trgm extension
 * they use (an extension belongs to the database), so a new database gets it
 * as the API's migrations would give it. Where it cannot be created, a dump
 * with trigram indexes fails to restore, saying so.
 */
async function tryTrigramExtension(client: pg.Client): Promise<void> {
  try {
    await client.query('create extension if not exists pg_trgm schema public');
  } catch {
    // No permission, or contrib not installed: pg_restore names the missing operator class.
  }
}

export async function restorePostgres(
  url: string,
  configuredSchema: string | null,
  from: string,
): Promise<BackupSummary> {
  const started = Date.now();
  if (!fs.existsSync(from)) throw new BackupError(`no backup file at ${from}`);
  const kind = fileKind(from);
  if (kind === 'sqlite') {
    throw new BackupError(
      `${from} is a SQLite backup, but the settings select PostgreSQL (DATABASE_URL); restore it with DATABASE_URL unset`,
    );
  }
  if (kind !== 'postgres')
    throw new BackupError(`${from} is not a backup of the visitor API (not a pg_dump archive)`);
  const archive = await readArchiveList(from);
  return withClient(url, async (client) => {
    const schema = await apiSchema(client, configuredSchema);
    const [backupSchema, ...others] = [...archive.schemas];
    if (others.length > 0 || !archive.tables.has(MIGRATION_TABLE)) {
      throw new BackupError(
        `${from} is not a backup of the visitor API (tables of ${[...archive.schemas].join(', ') || 'no schema'})`,
      );
    }
    if (backupSchema !== schema) {
      throw new BackupError(
        `${from} is a backup of the schema ${backupSchema}, but the settings name ${schema} (DATABASE_SCHEMA); restore it with DATABASE_SCHEMA=${backupSchema}`,
      );
    }
    const server = await serverMajor(client);
    checkDumpVersion(archive.dumpMajor, server, `${from} was written by a pg_dump that`);
    checkDumpVersion(await toolMajorVersion('pg_restore'), server, 'the installed pg_restore');
    const schemaVersion = await checkSchemaVersion(await readArchiveMigrations(from, schema), from);
    const leftOver = (await tablesOf(client, schema)).filter((table) => !archive.tables.has(table));
    if (leftOver.length > 0) {
      throw new BackupError(
        `the schema ${schema} has tables the backup lacks (${leftOver.join(', ')}); restore into an empty schema, or drop them first`,
      );
    }
    await client.query(`create schema if not exists ${quote(schema)}`);
    await tryTrigramExtension(client);
    await runTool(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--single-transaction',
        '--exit-on-error',
        // The objects belong to the API's own role here, whoever owned them where the dump was taken.
        '--no-owner',
        '--no-acl',
        `--schema=${schema}`,
        `--dbname=${libpqEnvironment(url).PGDATABASE}`,
        from,
      ],
      libpqEnvironment(url),
    );
    return {
      engine: 'postgres',
      file: from,
      store: `the schema ${schema} of ${databaseName(url)}`,
      bytes: fs.statSync(from).size,
      schemaVersion,
      rows: await rowCounts(client, schema),
      milliseconds: Date.now() - started,
    } satisfies BackupSummary;
  });
}
