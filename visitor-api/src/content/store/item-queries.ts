import type { Selectable } from 'kysely';
import type { Database } from '../../common/db/database';
import { contentDb, type ContentItemsTable } from './content-tables';

export type ContentItemRow = Selectable<ContentItemsTable>;

/** One item, or undefined when none has that kind and id. */
export async function findItem(
  database: Database,
  kind: string,
  id: string,
): Promise<ContentItemRow | undefined> {
  return contentDb(database)
    .selectFrom('content_items')
    .selectAll()
    .where('kind', '=', kind)
    .where('item_id', '=', id)
    .executeTakeFirst();
}

/** Every item (of one kind, when given), by kind and id. */
export async function listItems(database: Database, kind?: string): Promise<ContentItemRow[]> {
  let query = contentDb(database).selectFrom('content_items').selectAll();
  if (kind !== undefined) query = query.where('kind', '=', kind);
  return query.orderBy('kind').orderBy('item_id').execute();
}

/** Every published item's fields. */
export async function listPublished(
  database: Database,
): Promise<
  Pick<ContentItemRow, 'kind' | 'item_id' | 'published' | 'published_revision' | 'published_at'>[]
> {
  return contentDb(database)
    .selectFrom('content_items')
    .select(['kind', 'item_id', 'published', 'published_revision', 'published_at'])
    .where('published', 'is not', null)
    .orderBy('kind')
    .orderBy('item_id')
    .execute();
}

export interface DraftChange {
  draft: string;
  savedAt: number;
  savedBy: string | null;
}

/** A new item's first draft (revision 1); false when the item exists already. */
export async function insertDraft(
  database: Database,
  kind: string,
  id: string,
  change: DraftChange,
): Promise<boolean> {
  const result = await contentDb(database)
    .insertInto('content_items')
    .values({
      kind,
      item_id: id,
      draft: change.draft,
      draft_revision: 1,
      draft_saved_at: change.savedAt,
      draft_saved_by: change.savedBy,
      published: null,
      published_revision: null,
      published_at: null,
      published_by: null,
      last_revision: 0,
    })
    .onConflict((conflict) => conflict.columns(['kind', 'item_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Replaces the draft of `expectedRevision` and raises its revision; false
 * when the draft has moved on (someone saved in between), changing nothing.
 */
export async function updateDraft(
  database: Database,
  kind: string,
  id: string,
  expectedRevision: number,
  change: DraftChange,
): Promise<boolean> {
  const result = await contentDb(database)
    .updateTable('content_items')
    .set({
      draft: change.draft,
      draft_revision: expectedRevision + 1,
      draft_saved_at: change.savedAt,
      draft_saved_by: change.savedBy,
    })
    .where('kind', '=', kind)
    .where('item_id', '=', id)
    .where('draft_revision', '=', expectedRevision)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
