import {
  INLINED_CONTENT_ID,
  isSiteContentState,
  type SiteContentState,
} from './site-content-state';

/**
 * The content the server wrote into the page, or null when the page has
 * none (a remote on its own, a page left to the browser) or it cannot be
 * used (logged): then the seed content stands until the API answers.
 */
export function readInlinedContent(doc: Document = document): SiteContentState | null {
  const element = doc.getElementById(INLINED_CONTENT_ID);
  if (!element) return null;
  try {
    const value: unknown = JSON.parse(element.textContent ?? '');
    if (isSiteContentState(value)) return value;
  } catch {
    // reported below
  }
  console.error('The content inlined in the page is not usable; the API is asked instead.');
  return null;
}
