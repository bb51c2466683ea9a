import type { Config } from '../common/settings/config';

/** The store a backup is taken from or restored into, as the API's settings name it. */
export type BackupTarget =
  | { engine: 'sqlite'; path: string }
  | { engine: 'postgres'; url: string; schema: string | null };

/** The API's own choice: `DATABASE_URL` selects PostgreSQL, otherwise the SQLite file. */
export function backupTarget(config: Config): BackupTarget {
  if (config.databaseUrl !== null) {
    return { engine: 'postgres', url: config.databaseUrl, schema: config.databaseSchema };
  }
  return { engine: 'sqlite', path: config.databasePath };
}
