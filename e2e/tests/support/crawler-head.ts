import type { APIRequestContext, Page } from '@playwright/test';
import { listRemotes } from '../../../tooling/site-remotes';
import { expect } from './fixtures';

const SITE = 'http://localhost:3000';
const hindi = (path: string) => (path === '/' ? '/hi' : `/hi${path}`);

/** Every page's entry in its remote.json, by path. */
const PAGE_ENTRIES = new Map(
  listRemotes()
    .flatMap((remote) => remote.description.pages)
    .map((page) => [page.path, page]),
);

/**
 * A page's head as crawlers read it (the server's document, no JavaScript):
 * its sharing tags and structured data, in the page's language. `server` has
 * loaded `address`, the page at `path` in `language`.
 */
export async function expectCrawlerHead(
  server: Page,
  request: APIRequestContext,
  path: string,
  language: 'en' | 'hi',
) {
  const page = PAGE_ENTRIES.get(path);
  if (!page) throw new Error(`No remote.json names the page ${path}`);
  const address = language === 'en' ? path : hindi(path);
  const head = server.locator('head');
  const meta = (selector: string) => head.locator(selector).first().getAttribute('content');
  expect(await server.title(), address).toMatch(/ · (Pawapuri|पावापुरी)$/);
  // A page about a published place takes its description from the content.
  const description = await meta('meta[name="description"]');
  if (page.description) expect(description).toBe(page.description[language]);
  else expect(description).toMatch(/\S{3}/);
  expect(await meta('meta[property="og:description"]')).toBe(description);
  expect(await head.locator('link[rel="canonical"]').getAttribute('href')).toBe(
    `${SITE}${address}`,
  );
  expect(await head.locator('link[hreflang="hi"]').getAttribute('href')).toBe(
    `${SITE}${hindi(path)}`,
  );
  expect(await meta('meta[property="og:title"]')).toBe(await server.title());
  expect(await meta('meta[property="og:url"]')).toBe(`${SITE}${address}`);
  const image = await meta('meta[property="og:image"]');
  expect((await request.get(image ?? '')).status(), `${address} og:image`).toBe(200);
  expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
  for (const script of await head.locator('script[type="application/ld+json"]').all()) {
    const data = JSON.parse((await script.textContent()) ?? '') as Record<string, unknown>;
    expect(data['@context']).toBe('https://schema.org');
  }
  const robots = head.locator('meta[name="robots"]');
  if (page.keeper) expect(await robots.getAttribute('content')).toContain('noindex');
  else await expect(robots).toHaveCount(0);
}
