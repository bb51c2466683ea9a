import { INLINED_CONTENT_ID, type PublishedContent, type SiteContentState } from '@pawapuri/shared';
import { scriptSafeJson } from '@pawapuri/shared/seo';

/**
 * The content a page was rendered with, written into it for hydration: the
 * browser's first render reads this copy, so it matches the HTML. JSON made
 * safe inside `<script>` (no text in the content can close the element).
 */
export function inlinedContentTag(state: SiteContentState): string {
  return `<script type="application/json" id="${INLINED_CONTENT_ID}">${scriptSafeJson(state)}</script>`;
}

/**
 * What a server render read of the content (`recordReads`), as the page's
 * partial copy: always with the version and publication time (the browser
 * and the offline copies compare versions by them).
 */
export function contentReadBy(
  read: PublishedContent,
  content: PublishedContent,
  renderedAt: number,
): SiteContentState {
  return {
    // First in the JSON, for whoever reads the page; a render that read them read the same.
    content: Object.assign({ version: content.version, publishedAt: content.publishedAt }, read),
    renderedAt,
    partial: true,
  };
}
