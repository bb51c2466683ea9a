import { migrator } from '../../src/migrations/migrate';
import type { Database } from '../../src/common/db/database';

/** The migrations not yet applied to `database`, in the order they will run. */
export async function pendingMigrations(database: Database): Promise<string[]> {
  const migrations = await migrator(database).getMigrations();
  return migrations.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}
