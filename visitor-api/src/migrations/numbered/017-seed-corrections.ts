import type { Kysely } from 'kysely';
import type { ContentTables } from '../../content/store/content-tables';
import { SEED_ITEMS } from '@pawapuri/shared/content/seed';

/** The day the second check of the seed's facts was made (docs/sources.md). */
export const CORRECTED_AT = '2026-11-28T00:00:00.000Z';

/** Seed items the second check added: inserted where the install has none. */
const ADDED = new Set([
  'festival/nirvan-laddu',
  'festival/paryushan',
  'festival/das-lakshan',
  'help-number/women-helpline',
]);

/** Seed items the second check withdrew (a distance no source gives). */
const WITHDRAWN = [{ kind: 'route', id: 'bodhgaya' }] as const;

/**
 * The second check of the seed's facts (the laddu's dawn, eating not
 * offering, the hours' and the office's attributions, each temple's own
 * point, the calendar, 181, Bodhgaya) reaches installs made before it. Only
 * rows no keeper has touched change (saved and published by nobody, the
 * draft still the published copy): a keeper's edit is never overwritten.
 * Each change is a new published revision, so the content's version rises
 * and pages and saved copies refresh. A fresh install already has the
 * corrected seed (008 inserts it), so this changes nothing there.
 */
export async function up(db: Kysely<unknown>, now = Date.parse(CORRECTED_AT)): Promise<void> {
  const content = db as Kysely<ContentTables>;
  for (const { kind, id, data } of SEED_ITEMS) {
    const json = JSON.stringify(data);
    const row = await content
      .selectFrom('content_items')
      .selectAll()
      .where('kind', '=', kind)
      .where('item_id', '=', id)
      .executeTakeFirst();
    if (!row) {
      if (ADDED.has(`${kind}/${id}`)) await insertItem(content, kind, id, json, now);
      continue;
    }
    if (!untouched(row) || row.published === json) continue;
    const revision = row.last_revision + 1;
    await content
      .updateTable('content_items')
      .set({
        draft: json,
        draft_revision: row.draft_revision + 1,
        draft_saved_at: now,
        published: json,
        published_revision: revision,
        published_at: now,
        last_revision: revision,
      })
      .where('kind', '=', kind)
      .where('item_id', '=', id)
      .execute();
    await addRevision(content, kind, id, revision, 'publish', json, now);
  }
  for (const { kind, id } of WITHDRAWN) {
    const row = await content
      .selectFrom('content_items')
      .selectAll()
      .where('kind', '=', kind)
      .where('item_id', '=', id)
      .executeTakeFirst();
    if (!row || !untouched(row) || row.published === null) continue;
    const revision = row.last_revision + 1;
    await content
      .updateTable('content_items')
      .set({
        published: null,
        published_revision: null,
        published_at: null,
        published_by: null,
        last_revision: revision,
      })
      .where('kind', '=', kind)
      .where('item_id', '=', id)
      .execute();
    await addRevision(content, kind, id, revision, 'unpublish', null, now);
  }
}

interface Row {
  draft: string;
  published: string | null;
  draft_saved_by: string | null;
  published_by: string | null;
}

/** The seed as 008 (or an earlier run of this) left it: no keeper saved or published it. */
const untouched = (row: Row) =>
  row.draft_saved_by === null && row.published_by === null && row.draft === row.published;

async function insertItem(
  content: Kysely<ContentTables>,
  kind: string,
  id: string,
  json: string,
  now: number,
): Promise<void> {
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
  await addRevision(content, kind, id, 1, 'publish', json, now);
}

async function addRevision(
  content: Kysely<ContentTables>,
  kind: string,
  id: string,
  revision: number,
  action: 'publish' | 'unpublish',
  data: string | null,
  at: number,
): Promise<void> {
  await content
    .insertInto('content_revisions')
    .values({ kind, item_id: id, revision, action, restored_from: null, data, at, by: null })
    .execute();
}
