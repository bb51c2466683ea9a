import type { Static } from '@sinclair/typebox';
import type {
  CreateShareLinkBody,
  ShareFilters as ShareFiltersSchema,
  ShareGrant as ShareGrantSchema,
  ShareLinkCreated as ShareLinkCreatedSchema,
  ShareLinkList as ShareLinkListSchema,
  ShareLinkSchema,
  SharedLinkInfo as SharedLinkInfoSchema,
  ShareUnlockBody,
} from './share-links';

export type ShareFilters = Static<typeof ShareFiltersSchema>;
/** A share link as owners list it. */
export type ShareLink = Static<typeof ShareLinkSchema>;
export type ShareLinkList = Static<typeof ShareLinkListSchema>;
/** POST /api/keepers/share-links body. */
export type CreateShareLinkRequest = Static<typeof CreateShareLinkBody>;
/** Its answer: the token, shown once. */
export type ShareLinkCreated = Static<typeof ShareLinkCreatedSchema>;
/** GET /api/shared/link. */
export type SharedLinkInfo = Static<typeof SharedLinkInfoSchema>;
export type ShareUnlockRequest = Static<typeof ShareUnlockBody>;
export type ShareGrant = Static<typeof ShareGrantSchema>;
