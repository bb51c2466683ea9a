/**
 * How a page saved for offline use carries the time it was saved. The
 * service worker stamps every page it puts in its page cache with a header;
 * when it has to answer a visit from that cache (no connection, or none in
 * time), it writes the time into the page's head as a meta tag, which the
 * shell reads to tell the visitor they see a saved copy, and of when.
 */

/** The header the worker adds to a page as it stores it: when it was saved (ISO 8601). */
export const SAVED_AT_HEADER = 'x-pawapuri-saved-at';
/** The meta tag the worker writes into a page it answers from its cache. */
export const SAVED_COPY_META = 'pawapuri-saved-copy';

/** A copy of `response` stamped with the time it is saved. */
export function stampSaved(response: Response, savedAt: number): Response {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, new Date(savedAt).toISOString());
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** A time written as ISO 8601 (or an HTTP date), or null when there is none or it is not one. */
export const validTime = (text: string | null): number | null => {
  if (!text) return null;
  const time = Date.parse(text);
  return Number.isFinite(time) ? time : null;
};

/**
 * When a cached page was saved: its stamp, or for a page saved before pages
 * were stamped the time its server answered (the Date header).
 */
export function savedAtOf(response: Response): number | null {
  return (
    validTime(response.headers.get(SAVED_AT_HEADER)) ?? validTime(response.headers.get('date'))
  );
}

/** The page's HTML with the time it was saved written into its head. */
export function markAsSavedCopy(html: string, savedAt: number): string {
  const meta = `<meta name="${SAVED_COPY_META}" content="${new Date(savedAt).toISOString()}">`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return html;
  const end = head.index + head[0].length;
  return `${html.slice(0, end)}${meta}${html.slice(end)}`;
}

/** The cached page answered in place of the network's, marked as a saved copy. */
export async function answerAsSavedCopy(cached: Response): Promise<Response> {
  const savedAt = savedAtOf(cached);
  const type = cached.headers.get('content-type') ?? '';
  if (savedAt === null || !type.includes('text/html')) return cached;
  const headers = new Headers(cached.headers);
  // The body is rewritten here, already decoded: its length and encoding no longer apply.
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(markAsSavedCopy(await cached.text(), savedAt), {
    status: cached.status,
    statusText: cached.statusText,
    headers,
  });
}
