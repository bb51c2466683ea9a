import type { SiteContent } from '../contract/types';

/** The site's published content, as `GET /api/content` answers it. */
export type PublishedContent = SiteContent;

/**
 * No content at all: what a browser page without an inlined copy holds
 * while the seed content (a chunk of its own) loads.
 */
export const NO_CONTENT: PublishedContent = {
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
