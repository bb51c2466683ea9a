import type { ContentData, ContentKind, SiteContent } from '../../contract/types';
import { siteContentDocument } from '../../contract/content-document';
import { DONATION_ITEM_ID } from '../../contract/values';
import { SEED_FESTIVALS } from './festivals';
import { SEED_DONATION, SEED_HELP_NUMBERS } from './help-numbers';
import { SEED_PLACES } from './places';
import { SEED_STAYS } from './stays';
import { SEED_OPERATORS, SEED_ROUTES } from './travel';

export { SEED_FESTIVALS, SEED_PLACES, SEED_STAYS };

export interface SeedItem<K extends ContentKind = ContentKind> {
  kind: K;
  id: string;
  data: ContentData[K];
}

const each = <K extends ContentKind>(kind: K, items: Record<string, ContentData[K]>) =>
  Object.entries(items).map(([id, data]): SeedItem => ({ kind, id, data }) as SeedItem);

/**
 * The content a fresh install starts with, published as each item's first
 * revision: what the site showed before keepers could edit it, with every
 * fact not yet confirmed marked not verified.
 */
export const SEED_ITEMS: readonly SeedItem[] = [
  ...each('place', SEED_PLACES),
  ...each('festival', SEED_FESTIVALS),
  ...each('stay', SEED_STAYS),
  ...each('operator', SEED_OPERATORS),
  ...each('route', SEED_ROUTES),
  ...each('help-number', SEED_HELP_NUMBERS),
  { kind: 'donation', id: DONATION_ITEM_ID, data: SEED_DONATION },
];

/** The day the seed's facts were gathered: the seed copy's publishing time. */
export const SEED_PUBLISHED_AT = '2026-11-25T00:00:00.000Z';

/**
 * The seed as a published copy (version 0, each item revision 0): what pages
 * render with until (or whenever) the published copy cannot be had.
 */
export const SEED_CONTENT: SiteContent = siteContentDocument(
  SEED_ITEMS.map((item) => ({ ...item, revision: 0, publishedAt: SEED_PUBLISHED_AT })),
  0,
  SEED_PUBLISHED_AT,
);
