/** Placeholder until the content contract lands: replaced by its types. */
export interface PublishedContent {
  version: number | string;
}

/** The content built into the code, used until (or whenever) the published copy cannot be had. */
export const SEED_CONTENT: PublishedContent = { version: 0 };
