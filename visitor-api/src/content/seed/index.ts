import type { ContentData, ContentKind } from '@pawapuri/shared/contract/types';
import { DONATION_ITEM_ID } from '@pawapuri/shared/contract';
import { SEED_FESTIVALS } from './festivals';
import { SEED_DONATION, SEED_HELP_NUMBERS } from './help-numbers';
import { SEED_PLACES } from './places';
import { SEED_STAYS } from './stays';
import { SEED_OPERATORS, SEED_ROUTES } from './travel';

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
export const SEED_CONTENT: readonly SeedItem[] = [
  ...each('place', SEED_PLACES),
  ...each('festival', SEED_FESTIVALS),
  ...each('stay', SEED_STAYS),
  ...each('operator', SEED_OPERATORS),
  ...each('route', SEED_ROUTES),
  ...each('help-number', SEED_HELP_NUMBERS),
  { kind: 'donation', id: DONATION_ITEM_ID, data: SEED_DONATION },
];
