import type { Kysely } from 'kysely';
import type { Engine } from '../../common/db/database';

/**
 * Keepers' requests to correct or erase their personal data, and the owners'
 * answers: who asked, what, when, and when and how it was answered (the
 * answer time is what the site is held to). Kept after the answer, as the
 * record of rights requests.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const table = db.schema.createTable('rights_requests');
  await (
    engine === 'postgres'
      ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('account_id', 'bigint', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('asked_at', 'bigint', (c) => c.notNull())
    .addColumn('answered_at', 'bigint')
    .addColumn('answered_by', 'text')
    .addColumn('outcome', 'text')
    .addColumn('answer', 'text')
    .execute();
  await db.schema
    .createIndex('rights_requests_account')
    .on('rights_requests')
    .column('account_id')
    .execute();
}
