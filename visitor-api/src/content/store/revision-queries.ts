import type { Selectable } from 'kysely';
import type { RevisionAction } from '@pawapuri/shared/contract/types';
import type { Database } from '../../common/db/database';
import { contentDb, type ContentRevisionsTable } from './content-tables';

export type ContentRevisionRow = Selectable<ContentRevisionsTable>;

export interface NewRevision {
  action: RevisionAction;
  restoredFrom: number | null;
  /** The fields to publish; null takes the item off the pages. */
  data: string | null;
  at: number;
  by: string | null;
  /** The draft revision the keeper acted on: the change is refused if the draft moved on. */
  expectedDraftRevision: number;
  /** For a restore: the restored fields also become the draft (its revision raised). */
  newDraft?: string;
}

/**
 * Records a published revision and makes it what the item publishes, in one
 * transaction: the item's draft must still be `expectedDraftRevision` and its
 * latest revision the one read, else nothing changes and null is returned.
 */
export async function recordRevision(
  database: Database,
  kind: string,
  id: string,
  change: NewRevision,
): Promise<number | null> {
  return contentDb(database)
    .transaction()
    .execute(async (trx) => {
      const item = await trx
        .selectFrom('content_items')
        .select(['last_revision', 'draft_revision'])
        .where('kind', '=', kind)
        .where('item_id', '=', id)
        .executeTakeFirst();
      if (!item || item.draft_revision !== change.expectedDraftRevision) return null;
      const revision = item.last_revision + 1;
      const updated = await trx
        .updateTable('content_items')
        .set({
          published: change.data,
          published_revision: change.data === null ? null : revision,
          published_at: change.data === null ? null : change.at,
          published_by: change.data === null ? null : change.by,
          last_revision: revision,
          ...(change.newDraft === undefined
            ? {}
            : {
                draft: change.newDraft,
                draft_revision: change.expectedDraftRevision + 1,
                draft_saved_at: change.at,
                draft_saved_by: change.by,
              }),
        })
        .where('kind', '=', kind)
        .where('item_id', '=', id)
        .where('draft_revision', '=', change.expectedDraftRevision)
        .where('last_revision', '=', item.last_revision)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return null;
      await trx
        .insertInto('content_revisions')
        .values({
          kind,
          item_id: id,
          revision,
          action: change.action,
          restored_from: change.restoredFrom,
          data: change.data,
          at: change.at,
          by: change.by,
        })
        .execute();
      return revision;
    });
}

/** An item's revisions without their fields, newest first. */
export async function listRevisions(
  database: Database,
  kind: string,
  id: string,
): Promise<Omit<ContentRevisionRow, 'data' | 'id'>[]> {
  return contentDb(database)
    .selectFrom('content_revisions')
    .select(['kind', 'item_id', 'revision', 'action', 'restored_from', 'at', 'by'])
    .where('kind', '=', kind)
    .where('item_id', '=', id)
    .orderBy('revision', 'desc')
    .execute();
}

export async function findRevision(
  database: Database,
  kind: string,
  id: string,
  revision: number,
): Promise<ContentRevisionRow | undefined> {
  return contentDb(database)
    .selectFrom('content_revisions')
    .selectAll()
    .where('kind', '=', kind)
    .where('item_id', '=', id)
    .where('revision', '=', revision)
    .executeTakeFirst();
}

/**
 * The published content's version: the latest revision of any item (0 before
 * any), and when it was made.
 */
export async function contentVersion(
  database: Database,
): Promise<{ version: number; at: number | null }> {
  const row = await contentDb(database)
    .selectFrom('content_revisions')
    .select(['id', 'at'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { version: Number(row.id), at: Number(row.at) } : { version: 0, at: null };
}

/** When a keeper last changed what the donation details publish (null: never, only the seed). */
export async function donationChangedAt(database: Database): Promise<number | null> {
  const row = await contentDb(database)
    .selectFrom('content_revisions')
    .select('at')
    .where('kind', '=', 'donation')
    .where('by', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.at) : null;
}
