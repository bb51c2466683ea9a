import type { ContentKind, SiteContent } from '@pawapuri/shared/contract/types';
import type { ContentItemRow } from '../db/content/item-queries';

type PublishedRow = Pick<
  ContentItemRow,
  'kind' | 'item_id' | 'published' | 'published_revision' | 'published_at'
>;

/** Which list of the public document each kind's items go in. */
const LISTS = {
  place: 'places',
  festival: 'festivals',
  notice: 'notices',
  stay: 'stays',
  operator: 'operators',
  route: 'routes',
  'help-number': 'helpNumbers',
} as const satisfies Record<Exclude<ContentKind, 'donation'>, keyof SiteContent>;

type Item = Record<string, unknown> & { id: string; order?: number };

/** Items in their `order`, then by id, so every instance writes the same document. */
const byOrder = (a: Item, b: Item) =>
  (a.order ?? 0) - (b.order ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The public document: every published item under its list, with its id and revision. */
export function publishedDocument(
  rows: readonly PublishedRow[],
  version: number,
  publishedAt: number | null,
): SiteContent {
  const lists: Record<string, Item[]> = Object.fromEntries(
    Object.values(LISTS).map((name) => [name, []]),
  );
  let donation: Item | null = null;
  for (const row of rows) {
    if (row.published === null) continue;
    const item: Item = {
      id: row.item_id,
      revision: Number(row.published_revision),
      publishedAt: new Date(Number(row.published_at)).toISOString(),
      ...(JSON.parse(row.published) as Record<string, unknown>),
    };
    if (row.kind === 'donation') donation = item;
    else lists[LISTS[row.kind as keyof typeof LISTS]]?.push(item);
  }
  for (const list of Object.values(lists)) list.sort(byOrder);
  return {
    version,
    publishedAt: publishedAt === null ? null : new Date(publishedAt).toISOString(),
    ...lists,
    donation,
  } as unknown as SiteContent;
}
