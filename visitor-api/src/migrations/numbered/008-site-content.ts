import type { Kysely } from 'kysely';
import type { Engine } from '../../common/db/database';
import type { ContentTables } from '../../content/store/content-tables';
import { SEED_ITEMS, SEED_PUBLISHED_AT } from '@pawapuri/shared/content/seed';

/**
 * The site's content: items with their draft and published fields apart,
 * and the published revisions of each. A fresh install starts with today's
 * content, published as each item's revision 1 by nobody (the seed), at
 * the time its facts were checked: pages say "as checked on" that day until a
 * keeper publishes the item again.
 */
export async function up(
  db: Kysely<unknown>,
  engine: Engine,
  now = Date.parse(SEED_PUBLISHED_AT),
): Promise<void> {
  await db.schema
    .createTable('content_items')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('draft', 'text', (c) => c.notNull())
    .addColumn('draft_revision', 'integer', (c) => c.notNull())
    .addColumn('draft_saved_at', 'bigint', (c) => c.notNull())
    .addColumn('draft_saved_by', 'text')
    .addColumn('published', 'text')
    .addColumn('published_revision', 'integer')
    .addColumn('published_at', 'bigint')
    .addColumn('published_by', 'text')
    .addColumn('last_revision', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_items_pk', ['kind', 'item_id'])
    .execute();

  const revisions = db.schema.createTable('content_revisions');
  await (
    engine === 'postgres'
      ? revisions.addColumn('id', 'serial', (c) => c.primaryKey())
      : revisions.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('restored_from', 'integer')
    .addColumn('data', 'text')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('by', 'text')
    .addUniqueConstraint('content_revisions_item', ['kind', 'item_id', 'revision'])
    .execute();

  const content = db as Kysely<ContentTables>;
  for (const { kind, id, data } of SEED_ITEMS) {
    const json = JSON.stringify(data);
    await content
      .insertInto('content_items')
      .values({
        kind,
        item_id: id,
        draft: json,
        draft_revision: 1,
        draft_saved_at: now,
        draft_saved_by: null,
        published: json,
        published_revision: 1,
        published_at: now,
        published_by: null,
        last_revision: 1,
      })
      .execute();
    await content
      .insertInto('content_revisions')
      .values({
        kind,
        item_id: id,
        revision: 1,
        action: 'publish',
        restored_from: null,
        data: json,
        at: now,
        by: null,
      })
      .execute();
  }
}
