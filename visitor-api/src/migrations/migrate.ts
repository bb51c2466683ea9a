import { sql, Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from '../common/db/database';
import type { Tables } from '../common/db/tables';
import { OneSchemaIntrospector, withIntrospector } from './one-schema-introspector';
import * as createVisits from './numbered/001-create-visits';
import * as createRollups from './numbered/002-create-rollups';
import * as trigramIndexes from './numbered/003-trigram-indexes';
import * as minimiseIpAddresses from './numbered/004-minimise-ip-addresses';
import * as visitIds from './numbered/005-visit-ids';
import * as dashboardRollups from './numbered/006-dashboard-rollups';
import * as keeperAccounts from './numbered/007-keeper-accounts';
import * as siteContent from './numbered/008-site-content';
import * as events from './numbered/009-events';
import * as campaigns from './numbered/010-campaigns';
import * as goals from './numbered/011-goals';
import * as annotations from './numbered/012-annotations';
import * as shareLinks from './numbered/013-share-links';
import * as mailReports from './numbered/014-mail-reports';
import * as eventCount from './numbered/015-event-count';
import * as seedCorrections from './numbered/017-seed-corrections';
import * as payeeChanges from './numbered/018-payee-changes';
import * as rightsRequests from './numbered/025-rights-requests';
import * as barrierReports from './numbered/026-barrier-reports';

/** The table Kysely's migrator records each applied migration in. */
export const MIGRATION_TABLE = 'kysely_migration';

/** Numbered migrations, in code so the compiled server carries them. */
function provider(database: Database, newer: readonly string[]): MigrationProvider {
  const { engine } = database;
  const list: Record<string, Migration> = {
    '001-create-visits': { up: (db) => createVisits.up(db, engine) },
    '002-create-rollups': { up: (db) => createRollups.up(db) },
    '003-trigram-indexes': { up: (db) => trigramIndexes.up(db, engine) },
    '004-minimise-ip-addresses': { up: (db) => minimiseIpAddresses.up(db, engine) },
    '005-visit-ids': { up: (db) => visitIds.up(db) },
    '006-dashboard-rollups': { up: (db) => dashboardRollups.up(db, engine, database) },
    '007-keeper-accounts': { up: (db) => keeperAccounts.up(db, engine) },
    '008-site-content': { up: (db) => siteContent.up(db, engine) },
    '009-events': { up: (db) => events.up(db, engine) },
    '010-campaigns': { up: (db) => campaigns.up(db) },
    '011-goals': { up: (db) => goals.up(db, engine) },
    '012-annotations': { up: (db) => annotations.up(db, engine) },
    '013-share-links': { up: (db) => shareLinks.up(db, engine) },
    '014-mail-reports': { up: (db) => mailReports.up(db) },
    '015-event-count': { up: (db) => eventCount.up(db, engine) },
    '017-seed-corrections': { up: (db) => seedCorrections.up(db) },
    '018-payee-changes': { up: (db) => payeeChanges.up(db, engine) },
    '025-rights-requests': { up: (db) => rightsRequests.up(db, engine) },
    '026-barrier-reports': { up: (db) => barrierReports.up(db, engine) },
  };
  for (const name of newer) list[name] = { up: () => Promise.reject(new NewerMigration(name)) };
  return { getMigrations: async () => list };
}

class NewerMigration extends Error {
  constructor(name: string) {
    super(`${name} belongs to a newer release of the visitor API and is not run by this one`);
  }
}

/**
 * The applied migrations a newer release added: during a rolling upgrade the
 * new release migrates first and this one keeps running (and may restart) on
 * its schema, which only ever adds (README "Upgrades"). Only names after every
 * one this code knows count; an unknown name before its last one is left for
 * Kysely to refuse as a corrupted history.
 */
async function newerMigrations(database: Database, db: Kysely<Tables>): Promise<string[]> {
  const known = Object.keys(await provider(database, []).getMigrations()).sort();
  const last = known.at(-1) ?? '';
  let applied: { name: string }[];
  try {
    const from = database.schema ? db.withSchema(database.schema) : db;
    applied = await (from as unknown as Kysely<Record<string, { name: string }>>)
      .selectFrom(MIGRATION_TABLE)
      .select('name')
      .execute();
  } catch {
    return []; // A new store: no migration table yet.
  }
  return applied.map((row) => row.name).filter((name) => name > last);
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

/**
 * The migrator of a store, on `db` (tests use it to stop at an older
 * migration); `newer` are applied migrations of a newer release, accepted as done.
 */
export function migrator(
  database: Database,
  db: Kysely<Tables> = database.db,
  newer: readonly string[] = [],
): Migrator {
  return new Migrator({
    db:
      database.engine === 'postgres'
        ? withIntrospector(db, new OneSchemaIntrospector(db, database.schema))
        : db,
    provider: provider(database, newer),
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
      const newer = await newerMigrations(database, db);
      const { error, results } = await migrator(database, db, newer).migrateToLatest();
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
