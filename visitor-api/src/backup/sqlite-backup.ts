import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { BackupError } from './backup-error';
import type { BackupSummary } from './backup-summary';
import { fileKind } from './file-kind';
import { checkSchemaVersion, MIGRATION_TABLE } from './known-migrations';
import { removeIfPresent, requireFolder, tempPathBeside } from './temp-file';

type Connection = BetterSqlite3.Database;

/** What a check of a copy finds out: the engine, the schema version, the rows. */
type StoreFacts = Omit<BackupSummary, 'file' | 'store' | 'bytes' | 'milliseconds'>;

/** The database header's page size (offset 16; 1 means 65536) and page count (offset 28). */
function headerSize(file: string): number {
  const header = Buffer.alloc(100);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, header, 0, 100, 0);
  } finally {
    fs.closeSync(fd);
  }
  const pageSize = header.readUInt16BE(16) === 1 ? 65536 : header.readUInt16BE(16);
  return pageSize * header.readUInt32BE(28);
}

function rowCounts(db: Connection): Record<string, number> {
  const tables = db
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
    .pluck()
    .all() as string[];
  return Object.fromEntries(
    tables.map((table) => [
      table,
      db
        .prepare(`select count(*) from "${table.replaceAll('"', '""')}"`)
        .pluck()
        .get() as number,
    ]),
  );
}

/**
 * Checks a copy the way SQLite can (every page and index) and that it holds the
 * API's data at a schema version this code knows; returns its version and rows.
 */
async function inspect(file: string, source: string): Promise<StoreFacts> {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const problems = db.pragma('integrity_check', { simple: false }) as {
      integrity_check: string;
    }[];
    if (problems.length !== 1 || problems[0]!.integrity_check !== 'ok') {
      throw new BackupError(
        `${source} is damaged (SQLite integrity check: ${problems
          .map((p) => p.integrity_check)
          .slice(0, 3)
          .join('; ')})`,
      );
    }
    const hasMigrations = db
      .prepare("select 1 from sqlite_master where type = 'table' and name = ?")
      .get(MIGRATION_TABLE);
    const applied = hasMigrations
      ? (db.prepare(`select name from ${MIGRATION_TABLE}`).pluck().all() as string[])
      : [];
    const schemaVersion = await checkSchemaVersion(applied, source);
    return { engine: 'sqlite', schemaVersion, rows: rowCounts(db) };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `${source} is not a readable SQLite database (${(error as Error).message})`,
    );
  } finally {
    db.close();
  }
}

/**
 * Copies `from` into `to` page by page with SQLite's online backup: the copy is
 * one consistent moment of the database, and in WAL mode the API keeps
 * writing meanwhile. The copy is made in a single step, so writes during it
 * never make SQLite start over.
 */
async function onlineCopy(from: Connection, to: string): Promise<void> {
  await from.backup(to, { progress: ({ totalPages }) => totalPages }).catch((error: Error) => {
    throw new BackupError(`cannot write ${to}: ${error.message}`);
  });
  // A rollback journal, not WAL: the copy is one self-contained file (the API
  // turns WAL back on when it opens the database).
  const copy = new BetterSqlite3(to, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

/**
 * Copies the database `from` to a temporary file beside `to`, checks the copy
 * (`described` names the source in a refusal), then renames it over `to`
 * (atomic: `to` is never half-written) and runs `afterRename`.
 */
async function copyChecked(
  from: string,
  to: string,
  purpose: 'backup' | 'restore',
  described: string,
  afterRename?: () => void,
): Promise<StoreFacts> {
  const temp = tempPathBeside(to, purpose);
  removeIfPresent(temp);
  const source = new BetterSqlite3(from, { readonly: true, fileMustExist: true });
  try {
    await onlineCopy(source, temp);
    const facts = await inspect(temp, described);
    fs.renameSync(temp, to);
    afterRename?.();
    return facts;
  } finally {
    source.close();
    removeIfPresent(temp);
  }
}

/** Backs the SQLite file up into `to` (a temporary name first, renamed when whole and checked). */
export async function backupSqlite(databasePath: string, to: string): Promise<BackupSummary> {
  const started = Date.now();
  if (!fs.existsSync(databasePath)) throw new BackupError(`no SQLite database at ${databasePath}`);
  requireFolder(to);
  const facts = await copyChecked(databasePath, to, 'backup', `the database at ${databasePath}`);
  return {
    ...facts,
    file: to,
    store: databasePath,
    bytes: fs.statSync(to).size,
    milliseconds: Date.now() - started,
  };
}

/**
 * A backup file must be a whole SQLite database of this API before anything
 * is changed: the engine, the length its header announces (a truncated copy
 * is refused), every page, and a known schema version.
 */
async function checkBackupFile(file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`no backup file at ${file}`);
  const kind = fileKind(file);
  if (kind === 'postgres') {
    throw new BackupError(
      `${file} is a PostgreSQL backup, but the settings select SQLite (DATABASE_URL is unset); restore it with DATABASE_URL set`,
    );
  }
  if (kind !== 'sqlite')
    throw new BackupError(`${file} is not a backup of the visitor API (not a SQLite database)`);
  const size = fs.statSync(file).size;
  if (headerSize(file) !== size) {
    throw new BackupError(
      `${file} is truncated or damaged (its header announces ${headerSize(file)} bytes, it has ${size})`,
    );
  }
  await inspect(file, file);
}

/** True when another connection (a running API) has the database open. */
function inUse(databasePath: string): boolean {
  const db = new BetterSqlite3(databasePath, { timeout: 0, fileMustExist: true });
  try {
    // An exclusive lock is granted only when no other connection holds the file.
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('begin exclusive');
    db.exec('commit');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw error;
  } finally {
    db.close();
  }
}

/**
 * Restores a backup into the SQLite file. The backup is checked, copied to a
 * temporary file beside the database, checked again, and renamed over it, so
 * the database is at every moment either the old one whole or the restored one
 * whole. A database a running API holds open is refused unless `force`: the
 * API would go on writing into the replaced file, losing those visits, until
 * it is restarted.
 */
export async function restoreSqlite(
  from: string,
  databasePath: string,
  force: boolean,
): Promise<BackupSummary> {
  const started = Date.now();
  await checkBackupFile(from);
  // The API creates its database's folder when it first opens it; so does a restore.
  fs.mkdirSync(path.dirname(databasePath), { recursive: true });
  const exists = fs.existsSync(databasePath);
  if (exists && !force && inUse(databasePath)) {
    throw new BackupError(
      `${databasePath} is in use (is the API running?): stop the API and run the restore again, or add --force and restart the API right after`,
    );
  }
  const facts = await copyChecked(from, databasePath, 'restore', from, () => {
    // The replaced database's log and shared memory must not be applied to the restored one.
    removeIfPresent(`${databasePath}-wal`);
    removeIfPresent(`${databasePath}-shm`);
  });
  return {
    ...facts,
    file: from,
    store: databasePath,
    bytes: fs.statSync(from).size,
    milliseconds: Date.now() - started,
  };
}
