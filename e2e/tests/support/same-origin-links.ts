import type { Page } from '@playwright/test';

/** A link as the browser would follow it from `page`: webcal: in its http form. */
export const followed = (href: string, page: string) =>
  new URL(href.replace(/^webcal:\/\//, 'http://'), page).href;

/** The `href` of every link the page's document holds now, as written. */
export const hrefsOnPage = (page: Page) =>
  page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

/** The links of `page` (an address) that stay on `origin`: resolved, without fragments, each once, sorted. */
export function sameOriginLinks(hrefs: string[], page: string, origin: string): string[] {
  return [
    ...new Set(
      hrefs
        .filter((href) => !/^(mailto|tel|upi|sms|javascript):/i.test(href) && !href.startsWith('#'))
        .map((href) => followed(href, page))
        .filter((url) => new URL(url).origin === origin)
        .map((url) => url.replace(/#.*$/, '')),
    ),
  ].sort();
}

/** What the server's links and the hydrated page's differ by, in one line; null when they agree. */
export function linkDifference(page: string, served: string[], hydrated: string[]): string | null {
  if (JSON.stringify(served) === JSON.stringify(hydrated)) return null;
  const onlyServed = served.filter((link) => !hydrated.includes(link));
  const onlyHydrated = hydrated.filter((link) => !served.includes(link));
  return `${page}: server only [${onlyServed.join(', ')}], hydrated only [${onlyHydrated.join(', ')}]`;
}
