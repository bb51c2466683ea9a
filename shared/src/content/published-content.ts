import type { SiteContent } from '../contract/types';

/** The site's published content, as `GET /api/content` answers it. */
export type PublishedContent = SiteContent;

/** The content built into the code, used until (or whenever) the published copy cannot be had. */
export const SEED_CONTENT: PublishedContent = {
  version: 0,
  publishedAt: null,
  places: [],
  festivals: [],
  notices: [],
  stays: [],
  operators: [],
  routes: [],
  helpNumbers: [],
  donation: null,
};
