import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { MIGRATION_TABLE, migrator } from '../migrations/migrate';
import type { Tables } from '../common/db/tables';
import { BackupError } from './backup-error';

export { MIGRATION_TABLE };

/** The names of the migrations this code carries (the same list the API migrates with). */
export async function knownMigrations(): Promise<string[]> {
  // The list is engine-independent; an empty in-memory store yields it without touching any real one.
  const db = new Kysely<Tables>({
    dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }),
  });
  try {
    const migrations = await migrator({
      db,
      engine: 'sqlite',
      timeZone: 'UTC',
      siteHosts: new Set(),
    }).getMigrations();
    return migrations.map((migration) => migration.name);
  } finally {
    await db.destroy();
  }
}

/**
 * A backup holds the API's data only if it records applied migrations, all of
 * them known to this code: a backup from a newer release would be migrated
 * wrongly (or not at all) by this one. An older one is fine: the API migrates
 * it forward when it starts. Returns the last applied migration (the schema version).
 */
export async function checkSchemaVersion(
  applied: readonly string[],
  source: string,
): Promise<string> {
  if (applied.length === 0) {
    throw new BackupError(`${source} records no migrations: it holds no visitor API database`);
  }
  const known = new Set(await knownMigrations());
  const unknown = applied.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new BackupError(
      `${source} was made by a newer release of the visitor API (unknown migrations: ${unknown.join(', ')}); restore it with that release`,
    );
  }
  return [...applied].sort().at(-1)!;
}
