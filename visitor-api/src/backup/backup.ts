import path from 'node:path';
import type { Env } from '@pawapuri/shared/settings';
import { loadConfig } from '../config';
import { backupTarget } from './backup-target';
import type { BackupSummary } from './backup-summary';
import { backupPostgres, restorePostgres } from './postgres-backup';
import { backupSqlite, restoreSqlite } from './sqlite-backup';
import { BackupError } from './backup-error';

/** Backs up the store the API's settings (`env`) select into the file `to`. */
export async function backup(to: string, env: Env = process.env): Promise<BackupSummary> {
  const target = backupTarget(loadConfig(env));
  const file = path.resolve(to);
  if (target.engine === 'postgres') return backupPostgres(target.url, target.schema, file);
  if (target.path === ':memory:')
    throw new BackupError('DATABASE_PATH is :memory:, which keeps nothing to back up');
  return backupSqlite(target.path, file);
}

export interface RestoreOptions {
  /** SQLite: replace the file even while a process (the API) has it open. */
  force?: boolean;
}

/** Restores the backup `from` into the store the API's settings (`env`) select. */
export async function restore(
  from: string,
  options: RestoreOptions = {},
  env: Env = process.env,
): Promise<BackupSummary> {
  const target = backupTarget(loadConfig(env));
  const file = path.resolve(from);
  if (target.engine === 'postgres') return restorePostgres(target.url, target.schema, file);
  if (target.path === ':memory:')
    throw new BackupError('DATABASE_PATH is :memory:, which cannot be restored into');
  return restoreSqlite(file, target.path, options.force ?? false);
}
