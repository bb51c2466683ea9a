import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Env } from '@pawapuri/shared/settings';
import { loadConfig } from '../common/settings/config';
import { backupTarget, type BackupTarget } from './backup-target';
import type { BackupSummary } from './backup-summary';
import { backupPostgres, restorePostgres } from './postgres-backup';
import { backupSqlite, restoreSqlite } from './sqlite-backup';
import { BackupError } from './backup-error';
import { decryptFile, encryptFile, isEncrypted } from './encryption';
import { removeIfPresent, requireFolder, tempPathBeside } from './temp-file';

export interface BackupOptions {
  /** Write a plain backup (`--unencrypted`): without it, one is refused when no key is set. */
  unencrypted?: boolean;
}

async function plainBackup(target: BackupTarget, file: string): Promise<BackupSummary> {
  if (target.engine === 'postgres') return backupPostgres(target.url, target.schema, file);
  if (target.path === ':memory:')
    throw new BackupError('DATABASE_PATH is :memory:, which keeps nothing to back up');
  return backupSqlite(target.path, file);
}

/**
 * A folder only this user can read, for the plain copy an encrypted backup or
 * restore passes through: beside the SQLite file (the data is there already,
 * in the clear, and so is the room for it), or the system's temporary folder
 * for PostgreSQL. It never lands beside the encrypted file, which may be a
 * mounted backup disk.
 */
async function withPrivateFolder<T>(
  target: BackupTarget,
  work: (folder: string) => Promise<T>,
): Promise<T> {
  const parent =
    target.engine === 'sqlite' && target.path !== ':memory:'
      ? path.dirname(target.path)
      : os.tmpdir();
  fs.mkdirSync(parent, { recursive: true });
  const folder = fs.mkdtempSync(path.join(parent, '.visitor-api-backup-'));
  try {
    return await work(folder);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Backs up the store the API's settings (`env`) select into the file `to`,
 * encrypted to BACKUP_PUBLIC_KEY. With no key set, a backup is refused unless
 * `unencrypted` asks for a plain file.
 */
export async function backup(
  to: string,
  env: Env = process.env,
  options: BackupOptions = {},
): Promise<BackupSummary> {
  const config = loadConfig(env);
  const target = backupTarget(config);
  const file = path.resolve(to);
  const publicKey = config.backup.publicKey;
  if (options.unencrypted) return { ...(await plainBackup(target, file)), encrypted: false };
  if (publicKey === null) {
    throw new BackupError(
      'BACKUP_PUBLIC_KEY is unset, and backups are encrypted to it: set it (npm run backup-key -w visitor-api makes a key pair), or add --unencrypted to write a plain backup anyway',
    );
  }
  const started = Date.now();
  requireFolder(file);
  return withPrivateFolder(target, async (folder) => {
    const plain = path.join(folder, 'plain.backup');
    const summary = await plainBackup(target, plain);
    const temp = tempPathBeside(file, 'encrypt');
    try {
      await encryptFile(plain, temp, publicKey);
      fs.renameSync(temp, file);
    } finally {
      removeIfPresent(temp);
    }
    return {
      ...summary,
      file,
      bytes: fs.statSync(file).size,
      encrypted: true,
      milliseconds: Date.now() - started,
    };
  });
}

export interface RestoreOptions {
  /** SQLite: replace the file even while a process (the API) has it open. */
  force?: boolean;
  /** The private key file of an encrypted backup (`--identity`); BACKUP_PRIVATE_KEY_FILE unless given. */
  identity?: string;
}

async function plainRestore(
  target: BackupTarget,
  file: string,
  force: boolean,
): Promise<BackupSummary> {
  if (target.engine === 'postgres') return restorePostgres(target.url, target.schema, file);
  if (target.path === ':memory:')
    throw new BackupError('DATABASE_PATH is :memory:, which cannot be restored into');
  return restoreSqlite(file, target.path, force);
}

/**
 * Restores the backup `from` into the store the API's settings (`env`) select.
 * An encrypted backup is opened with the private key file (`identity`, or
 * BACKUP_PRIVATE_KEY_FILE) and checked whole before anything is changed.
 */
export async function restore(
  from: string,
  options: RestoreOptions = {},
  env: Env = process.env,
): Promise<BackupSummary> {
  const config = loadConfig(env);
  const target = backupTarget(config);
  const file = path.resolve(from);
  const force = options.force ?? false;
  if (!fs.existsSync(file)) throw new BackupError(`no backup file at ${file}`);
  if (!isEncrypted(file)) return { ...(await plainRestore(target, file, force)), encrypted: false };
  const identity = options.identity ?? config.backup.privateKeyFile;
  if (identity === undefined || identity === null) {
    throw new BackupError(
      `${file} is encrypted: give its private key file with --identity <file> or BACKUP_PRIVATE_KEY_FILE`,
    );
  }
  const started = Date.now();
  return withPrivateFolder(target, async (folder) => {
    const plain = path.join(folder, 'plain.backup');
    await decryptFile(file, plain, path.resolve(identity));
    const summary = await plainRestore(target, plain, force);
    return {
      ...summary,
      file,
      bytes: fs.statSync(file).size,
      encrypted: true,
      milliseconds: Date.now() - started,
    };
  });
}
