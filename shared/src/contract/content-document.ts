import type { ContentData, ContentKind, SiteContent } from './types';

/** One published item: its fields and the revision and time they were published. */
export interface PublishedItemFields {
  kind: ContentKind;
  id: string;
  revision: number;
  /** ISO date-time. */
  publishedAt: string;
  data: ContentData[ContentKind];
}

/** Which list of the public document each kind's items go in. */
const LISTS = {
  place: 'places',
  festival: 'festivals',
  notice: 'notices',
  stay: 'stays',
  operator: 'operators',
  route: 'routes',
  'help-number': 'helpNumbers',
  photo: 'photos',
} as const satisfies Record<Exclude<ContentKind, 'donation'>, keyof SiteContent>;

type Item = Record<string, unknown> & { id: string; order?: number };

/** Items in their `order`, then by id, so every copy of the document is written the same. */
const byOrder = (a: Item, b: Item) =>
  (a.order ?? 0) - (b.order ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The public content document (`GET /api/content`): every published item
 * under its kind's list with its id and revision, the donation details alone.
 */
export function siteContentDocument(
  items: readonly PublishedItemFields[],
  version: number,
  publishedAt: string | null,
): SiteContent {
  const lists: Record<string, Item[]> = Object.fromEntries(
    Object.values(LISTS).map((name) => [name, []]),
  );
  let donation: Item | null = null;
  for (const { kind, id, revision, publishedAt: at, data } of items) {
    const item: Item = { id, revision, publishedAt: at, ...(data as object) };
    if (kind === 'donation') donation = item;
    else lists[LISTS[kind]]?.push(item);
  }
  for (const list of Object.values(lists)) list.sort(byOrder);
  return { version, publishedAt, ...lists, donation } as unknown as SiteContent;
}
