import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../common/db/database';

/**
 * A change of the donation details waits before pilgrims see it
 * (KEEPER_PAYEE_WAIT_HOURS): `payee_changes` keeps each asked change, its
 * fields and the ones published when it was asked, who asked, when it is due
 * and how it ended (published, cancelled). The partial unique index allows
 * one `pending` row at a time on both engines, so two instances (or two
 * owners) can never both start one. `keeper_accounts.owner_since`: when the
 * account last became an owner, since an owner that new may not approve a
 * change; null for owners made before this column (their `created_at` counts).
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const table = db.schema.createTable('payee_changes');
  await (
    engine === 'postgres'
      ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('previous', 'text')
    .addColumn('asked_by_id', 'integer')
    .addColumn('asked_by', 'text', (c) => c.notNull())
    .addColumn('asked_at', 'bigint', (c) => c.notNull())
    .addColumn('due_at', 'bigint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .addColumn('settled_by', 'text')
    .addColumn('revision', 'integer')
    .execute();
  await db.schema
    .createIndex('payee_changes_one_pending')
    .unique()
    .on('payee_changes')
    .column('state')
    .where(sql.ref('state'), '=', 'pending')
    .execute();
  await db.schema.alterTable('keeper_accounts').addColumn('owner_since', 'bigint').execute();
}
