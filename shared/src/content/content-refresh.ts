import { fetchPublishedContent } from './published-content-fetch';
import { claimRefresh, offerContent } from './site-content-store';

/** How often an open page asks whether newer content was published. */
export const CONTENT_REFRESH_MS = 60_000;

/**
 * Asks the API for the published content now and then every minute, once
 * per page whichever app asks first; a failure keeps what the page has
 * (logged, never shown: the page stays as rendered).
 */
export function startContentRefresh(): void {
  if (!claimRefresh()) return;
  const refresh = () =>
    fetchPublishedContent().then(offerContent, (error: unknown) =>
      console.warn('Reading the published content failed; the page keeps its copy.', error),
    );
  void refresh();
  setInterval(() => void refresh(), CONTENT_REFRESH_MS);
}
