import type { Page } from '@playwright/test';
import { expectCrawlerHead } from './support/crawler-head';
import { expectEnforcedPolicy, watchCspViolations } from './support/csp-violations';
import { test, expect } from './support/fixtures';
import { SITE_PAGES, pagesOf } from './support/routes';
import { hrefsOnPage, linkDifference, sameOriginLinks } from './support/same-origin-links';

/** The keepers' pages may render their frame only; every other page is readable without JavaScript. */
const KEEPER_PAGES = new Set(pagesOf('remote_visitors'));
const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * A public page as the server sends it, read with no JavaScript: in its
 * language, with its heading and text, inside the layout (menus and footer
 * links work as plain links).
 */
async function expectReadableWithoutJavaScript(
  server: Page,
  status: number | undefined,
  language: 'en' | 'hi',
) {
  expect(status).toBe(200);
  await expect(server.locator('html')).toHaveAttribute('lang', language);
  const heading = server.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const text = await server.getByRole('main').innerText();
  expect(text.length, 'main text').toBeGreaterThan(40);
  if (language === 'hi') expect(await heading.innerText()).toMatch(DEVANAGARI);
  else expect(await heading.innerText()).not.toMatch(DEVANAGARI);
  await expect(server.getByRole('contentinfo')).toBeVisible();
}

/** A page's address in a language: English at its path, Hindi under /hi. */
const address = (path: string, language: 'en' | 'hi') =>
  language === 'en' ? path : `/hi${path === '/' ? '' : path}`;

/** The title and meta descriptions the document holds now. */
const headOf = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    descriptions: Array.from(document.querySelectorAll('meta[name="description"]')).map(
      (meta) => meta.getAttribute('content') ?? '',
    ),
  }));

// The hydrated page is a phone's (390 px, touch): no page is wider than the
// screen there; a wide table or a long line scrolls inside its own box, never
// the whole page sideways.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

// Each page's head as the server writes it (what crawlers and share previews
// read, with no JavaScript) must be the head the page has once the browser
// has taken it over: both come from the page's entry in its remote.json.
// The same hydrated page shows that every route renders inside the layout
// (banner, footer, its own heading), in both languages; the same page read
// with no JavaScript shows that every public page is rendered on the server,
// and carries the sharing tags and structured data crawlers read; the
// hydrated page, on a phone, fits the phone's width in both languages, and a
// public page's same-origin links are the server's once hydrated; a content
// page in English has no serious axe violation (content-pages.spec.ts). The
// hydrated page is also every page's check that it runs under an enforced
// Content-Security-Policy without a single violation (the parts that load
// late or draw, and the not-found page: shell-content-security-policy.spec.ts).
test.describe('every page’s head is the same from the server and once hydrated', () => {
  for (const path of SITE_PAGES) {
    for (const language of ['en', 'hi'] as const) {
      test(`${address(path, language)}`, async ({ browser, page, request, baseURL }) => {
        const url = new URL(address(path, language), baseURL).href;
        const origin = new URL(url).origin;
        const serverOnly = await browser.newContext({
          javaScriptEnabled: false,
        });
        const server = await serverOnly.newPage();
        const response = await server.goto(address(path, language));
        if (!KEEPER_PAGES.has(path)) {
          await expectReadableWithoutJavaScript(server, response?.status(), language);
        }
        await expectCrawlerHead(server, request, path, language);
        const served = await headOf(server);
        const servedLinks = sameOriginLinks(await hrefsOnPage(server), url, origin);
        await serverOnly.close();
        expect(served.title).toMatch(language === 'en' ? / · Pawapuri$/ : / · पावापुरी$/);
        expect(served.descriptions).toHaveLength(1);
        expect(served.descriptions[0]).not.toBe('');

        const violations = await watchCspViolations(page);
        expectEnforcedPolicy(await page.goto(address(path, language)), address(path, language));
        await page.waitForLoadState('networkidle');
        expect(await headOf(page)).toEqual(served);
        // A public page's links are the server's once hydrated (followed: shell-one-origin.spec.ts).
        if (!KEEPER_PAGES.has(path)) {
          expect(
            linkDifference(url, servedLinks, sameOriginLinks(await hrefsOnPage(page), url, origin)),
          ).toBeNull();
        }
        const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
        await expect(heading).toBeVisible();
        expect(served.title.startsWith(`${await heading.textContent()} · `)).toBe(true);
        // The route renders inside the layout, as itself, not as the missing or failed page.
        await expect(heading).not.toHaveText(
          /page not found|unavailable|पृष्ठ नहीं मिला|उपलब्ध नहीं/i,
        );
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        const widths = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          screen: document.documentElement.clientWidth,
        }));
        expect(
          widths.page,
          `${address(path, language)} is ${widths.page} px wide`,
        ).toBeLessThanOrEqual(widths.screen);
        const seen = await violations();
        expect(seen, JSON.stringify(seen, null, 2)).toEqual([]);
      });
    }
  }
});
