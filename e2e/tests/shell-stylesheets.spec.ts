import type { APIRequestContext, Page } from '@playwright/test';
import { listRemotes } from '../../tooling/site-remotes';
import { remoteFiles } from './support/deployed';
import { test, expect } from './support/fixtures';

/** A rule only the design tokens file has: it defines the variables. */
const TOKENS = '--pw-color-primary-hover:';
const HASHED_CSS = /\/[\w-]+\.[0-9a-f]{8}\.css$/;

const REMOTES = listRemotes().map((remote) => remote.description);
const portOf = (name: string) => REMOTES.find((remote) => remote.name === name)?.port;

/** A page of each remote, where its own stylesheets come from, and its standalone frame. */
const REMOTE_PAGES = [
  { name: 'remote_content', path: '/jal-mandir' },
  { name: 'remote_tools', path: '/tools/unit-converter' },
  { name: 'remote_visitors', path: '/admin' },
].map((remote) => ({
  ...remote,
  origin: remoteFiles(remote.name),
  standalone: `http://localhost:${portOf(remote.name)}`,
}));

/** What the page had when a remote's first elements entered it. */
interface FirstRender {
  /** Linked stylesheets not loaded yet. */
  unloaded: string[];
  /** Whether a stylesheet of the remote itself was linked and loaded. */
  ownLoaded: boolean;
}

function stylesheetLinks(page: Page): Promise<string[]> {
  return page.$$eval('link[rel="stylesheet"]', (links) =>
    links.map((link) => (link as HTMLLinkElement).href),
  );
}

/** The linked stylesheets' texts, fetched again (a remote's are cross-origin, so unreadable in the page). */
async function stylesheetTexts(request: APIRequestContext, hrefs: string[]): Promise<string[]> {
  return Promise.all(hrefs.map(async (href) => (await request.get(href)).text()));
}

/**
 * Every stylesheet in the page with the built file it came from: a `<style>`
 * written in by the server names its file in `data-href` (a `<style>` without
 * one would be CSS injected by a script).
 */
async function pageStylesheets(
  page: Page,
  request: APIRequestContext,
): Promise<{ source: string; text: string }[]> {
  const written = await page.$$eval('style', (styles) =>
    styles.map((style) => ({
      source: new URL(style.dataset.href ?? '', document.baseURI).href,
      text: style.textContent ?? '',
    })),
  );
  const hrefs = await stylesheetLinks(page);
  const texts = await stylesheetTexts(request, hrefs);
  return [...written, ...hrefs.map((href, i) => ({ source: href, text: texts[i] ?? '' }))];
}

/** Moves the single-page app to a path the way its links do. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.describe('stylesheets', () => {
  test('a rendered page carries its own CSS in its HTML, named by its content-hashed file', async ({
    request,
  }) => {
    const html = await (await request.get('/jal-mandir')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const name = /<style data-href="([^"]+\.css)">/.exec(head)?.[1] ?? '';
    expect(`/${name}`).toMatch(HASHED_CSS);
    expect(head).toContain(TOKENS);
    // The file stays: the browser-rendered site links it, and webpack knows the CSS by its name.
    const file = await request.get(`/${name}`);
    expect(file.headers()['cache-control']).toContain('immutable');
    expect(await file.text()).toContain(TOKENS);
  });

  test('the composed site: CSS only from its built files, design tokens once, each remote its own', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    // The carousel's lazy chunk brings react-slick's stylesheet with it (fetched at once when pointed at).
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await page.locator('[aria-roledescription="carousel"]').hover();
    await expect(page.locator('.slick-slide.slick-current')).toBeVisible();
    for (const remote of REMOTE_PAGES.slice(1)) {
      await goInApp(page, remote.path);
      await expect(
        page.locator(`link[rel="stylesheet"][href^="${remote.origin}/"]`),
      ).not.toHaveCount(0);
    }
    await expect(page.locator('main h1').first()).toBeVisible();

    const sheets = await pageStylesheets(page, request);
    const sources = sheets.map((sheet) => sheet.source);
    for (const source of sources) expect(source).toMatch(HASHED_CSS);
    expect(new Set(sources).size).toBe(sources.length);
    const texts = sheets.map((sheet) => sheet.text);
    expect(texts.filter((text) => text.includes(TOKENS))).toHaveLength(1);
    expect(texts.filter((text) => text.includes('.slick-track'))).toHaveLength(1);
  });

  for (const remote of REMOTE_PAGES) {
    test(`${remote.name}: a rendered page carries its stylesheets before its content`, async ({
      request,
    }) => {
      const html = await (await request.get(remote.path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      // With the digest it was checked by, for the whole file the page links later.
      expect(head).toMatch(
        new RegExp(
          `<style data-href="${remote.origin}/[^"]+\\.css" data-integrity="sha384-[A-Za-z0-9+/]{64}">`,
        ),
      );
      expect(html.indexOf('</head>')).toBeLessThan(html.indexOf(`class="${remote.name}-`));
    });

    test(`${remote.name}: reached in the app, its page renders only once its stylesheets have loaded`, async ({
      page,
    }) => {
      // Start on another remote's page, rendered by the server and hydrated (its visit is recorded).
      const start = remote.name === 'remote_content' ? '/tools/unit-converter' : '/about';
      const tracked = page.waitForRequest((r) => r.url().endsWith('/api/visitors/track'));
      await page.goto(start);
      await tracked;
      // Runs as a microtask after the remote's first elements enter the page, before any paint.
      await page.evaluate(
        ({ prefix, origin }) => {
          const seen = window as unknown as { atFirstRender?: FirstRender };
          new MutationObserver((records, observer) => {
            const added = records.flatMap((record) => Array.from(record.addedNodes));
            const rendered = added.some(
              (node) =>
                node instanceof Element &&
                (node.matches(`[class*="${prefix}"]`) ||
                  node.querySelector(`[class*="${prefix}"]`) !== null),
            );
            if (!rendered) return;
            const links = Array.from(
              document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
            );
            seen.atFirstRender = {
              unloaded: links.filter((link) => !link.sheet).map((link) => link.href),
              ownLoaded: links.some((link) => link.href.startsWith(origin) && link.sheet !== null),
            };
            observer.disconnect();
          }).observe(document, { childList: true, subtree: true });
        },
        { prefix: `${remote.name}-`, origin: `${remote.origin}/` },
      );
      await goInApp(page, remote.path);
      // Polled: the previous page's heading is still there for a moment after the address changes.
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { atFirstRender?: FirstRender }).atFirstRender),
        )
        .toEqual({ unloaded: [], ownLoaded: true });
    });

    test(`${remote.name} on its own: linked CSS with the design tokens once`, async ({
      page,
      request,
    }) => {
      await page.goto(`${remote.standalone}${remote.path}`);
      await expect(page.locator('main h1').first()).toBeVisible();
      expect(await page.locator('style').count()).toBe(0);
      const hrefs = await stylesheetLinks(page);
      for (const href of hrefs) expect(href).toMatch(HASHED_CSS);
      const texts = await stylesheetTexts(request, hrefs);
      expect(texts.filter((text) => text.includes(TOKENS))).toHaveLength(1);
    });
  }
});
