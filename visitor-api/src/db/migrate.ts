import { sql, Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database';
import type { Tables } from './tables';
import * as createVisits from './migrations/001-create-visits';
import * as createRollups from './migrations/002-create-rollups';
import * as trigramIndexes from './migrations/003-trigram-indexes';
import * as minimiseIpAddresses from './migrations/004-minimise-ip-addresses';
import * as visitIds from './migrations/005-visit-ids';
import * as dashboardRollups from './migrations/006-dashboard-rollups';
import * as keeperAccounts from './migrations/007-keeper-accounts';
import * as events from './migrations/009-events';
import * as campaigns from './migrations/010-campaigns';

/** Numbered migrations, in code so the compiled server carries them. */
function provider(database: Database): MigrationProvider {
  const { engine } = database;
  const list: Record<string, Migration> = {
    '001-create-visits': { up: (db) => createVisits.up(db, engine) },
    '002-create-rollups': { up: (db) => createRollups.up(db) },
    '003-trigram-indexes': { up: (db) => trigramIndexes.up(db, engine) },
    '004-minimise-ip-addresses': { up: (db) => minimiseIpAddresses.up(db, engine) },
    '005-visit-ids': { up: (db) => visitIds.up(db) },
    '006-dashboard-rollups': { up: (db) => dashboardRollups.up(db, engine, database) },
    '007-keeper-accounts': { up: (db) => keeperAccounts.up(db, engine) },
    '009-events': { up: (db) => events.up(db, engine) },
    '010-campaigns': { up: (db) => campaigns.up(db) },
  };
  return { getMigrations: async () => list };
}

/**
 * pg_trgm is per database and its creation cannot run inside a migration that
 * might race another process, so it is attempted once, up front, and a failure
 * (no permission, contrib not installed) only means no trigram indexes.
 */
async function tryTrigramExtension(database: Database): Promise<void> {
  if (database.engine !== 'postgres') return;
  try {
    await sql`create extension if not exists pg_trgm schema public`.execute(database.db);
  } catch {
    // Another process created it at the same moment, or it is unavailable.
  }
}

/** The migrator of a store, on `db` (tests use it to stop at an older migration). */
export function migrator(database: Database, db: Kysely<Tables> = database.db): Migrator {
  return new Migrator({
    db,
    provider: provider(database),
    // Kysely looks for its bookkeeping tables in every schema unless told which one.
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
}

export async function migrate(database: Database): Promise<string[]> {
  await tryTrigramExtension(database);
  // Migrations (index builds, rewritten rows) and waiting for another instance's
  // migrations may take longer than any request may: on PostgreSQL they run on
  // one connection with the statement and lock timeouts lifted, then restored.
  return database.db.connection().execute(async (db) => {
    const postgres = database.engine === 'postgres';
    if (postgres) {
      await sql`set statement_timeout = 0`.execute(db);
      await sql`set lock_timeout = 0`.execute(db);
    }
    try {
      const { error, results } = await migrator(database, db).migrateToLatest();
      if (error) throw error instanceof Error ? error : new Error(String(error));
      return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    } finally {
      // Back to the pool's settings (given when the connection was opened).
      if (postgres) {
        await sql`reset statement_timeout`.execute(db);
        await sql`reset lock_timeout`.execute(db);
      }
    }
  });
}
