import type { Generated, Kysely } from 'kysely';
import type { Database } from '../database';
import type { Tables } from '../tables';

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

export type ContentTables = {
  content_items: ContentItemsTable;
  content_revisions: ContentRevisionsTable;
};

/** The query builder with the content tables, whose types live here rather than in tables.ts. */
export function contentDb(database: Database): Kysely<Tables & ContentTables> {
  return database.db.withTables<ContentTables>();
}
