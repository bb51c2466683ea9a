import type { Kysely } from 'kysely';
import type { Engine } from '../../common/db/database';

/**
 * Goals keepers define on the dashboard: a page (`*` wildcards) or an event
 * name, optionally with one property's value. A new table only, so a release
 * that knows nothing of goals runs on this schema unchanged.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const goals = db.schema.createTable('goals');
  await (
    engine === 'postgres'
      ? goals.addColumn('id', 'bigserial', (c) => c.primaryKey())
      : goals.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('name', 'text', (c) => c.notNull())
    // '' where the goal is an event, or has no property.
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('property', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .execute();
}
