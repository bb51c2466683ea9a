import type { PublishedContent } from './published-content';

/** The content one page is rendered with, and the clock it was rendered at. */
export interface SiteContentState {
  content: PublishedContent;
  /**
   * When the server rendered the page (ms since 1970): time-dependent parts
   * (open now, active notices) hydrate at this time, so the browser's first
   * render matches the HTML, and move to the phone's clock after.
   */
  renderedAt: number;
  /**
   * True when `content` holds only what the server's render of the page
   * read (enough to hydrate it alike, far smaller than every section in
   * both languages): the browser completes it before anything else reads it.
   */
  partial?: boolean;
}

/** The id of the `<script type="application/json">` the server writes a page's content into. */
export const INLINED_CONTENT_ID = 'site-content';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a parsed value is a content state the server wrote (its shape, not every field). */
export function isSiteContentState(value: unknown): value is SiteContentState {
  return (
    isObject(value) &&
    typeof value.renderedAt === 'number' &&
    isObject(value.content) &&
    (typeof value.content.version === 'number' || typeof value.content.version === 'string')
  );
}
