import type { Kysely } from 'kysely';
import type { Engine } from '../../common/db/database';

/**
 * Read-only share links to the dashboard: the token's SHA-256 (unique), an
 * optional argon2id password hash, an optional expiry, the fixed filters.
 * Revoked links stay (revoked_at set) so owners see what was shared.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const table = db.schema.createTable('share_links');
  await (
    engine === 'postgres'
      ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('expires_at', 'bigint')
    .addColumn('filters', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('share_links_token_hash')
    .unique()
    .on('share_links')
    .column('token_hash')
    .execute();
}
