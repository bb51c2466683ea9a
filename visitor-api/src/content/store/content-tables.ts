import type { Generated, Kysely } from 'kysely';
import type { Database } from '../../common/db/database';
import type { Tables } from '../../common/db/tables';

/**
 * An item of site content: its draft (what keepers are editing) and what is
 * published, kept apart. Times are epoch milliseconds; `draft` and
 * `published` are the item's fields as JSON text.
 */
export interface ContentItemsTable {
  kind: string;
  item_id: string;
  draft: string;
  /** Raised by every save: a save names the revision it was made from. */
  draft_revision: number;
  draft_saved_at: number;
  /** The keeper's email; null for the seed data. */
  draft_saved_by: string | null;
  /** Null while nothing is public (never published, or unpublished). */
  published: string | null;
  published_revision: number | null;
  published_at: number | null;
  published_by: string | null;
  /** The number of the item's latest published revision (0: none yet). */
  last_revision: number;
}

/**
 * Every publish, unpublish and restore of an item: numbered per item, and in
 * one sequence across all items (`id`), whose highest value is the
 * published content's version.
 */
export interface ContentRevisionsTable {
  id: Generated<number>;
  kind: string;
  item_id: string;
  revision: number;
  action: string;
  restored_from: number | null;
  /** The item's fields as published (null for an unpublish). */
  data: string | null;
  at: number;
  by: string | null;
}

/**
 * A change of the donation details asked by an owner: pending until it is
 * due (or approved by a second owner), then published or cancelled. `data`
 * and `previous` are the donation fields as JSON (previous: what was
 * published when it was asked, null for nothing).
 */
export interface PayeeChangesTable {
  id: Generated<number>;
  data: string;
  previous: string | null;
  asked_by_id: number | null;
  asked_by: string;
  asked_at: number;
  due_at: number;
  state: string;
  settled_at: number | null;
  /** Who approved or cancelled it; null when it was published because its wait ended. */
  settled_by: string | null;
  /** The published revision it became. */
  revision: number | null;
}

export type ContentTables = {
  content_items: ContentItemsTable;
  content_revisions: ContentRevisionsTable;
  payee_changes: PayeeChangesTable;
};

/** The query builder with the content tables, whose types live here rather than in tables.ts. */
export function contentDb(database: Database): Kysely<Tables & ContentTables> {
  return database.db.withTables<ContentTables>();
}
