import { test, expect } from './support/fixtures';

/** React's messages when hydration did not match (minified: #418 text, #423/#425 recoverable). */
const HYDRATION_ERROR = /hydrat|did not match|Minified React error #(418|423|425)/i;

// Every public page read with no JavaScript, in both languages, is checked on
// the server-only page the page-heads test loads (shell-page-heads.spec.ts).

test('an unknown address answers 404 with the not-found page inside the layout', async ({
  request,
}) => {
  for (const [address, heading] of [
    ['/no-such-page', 'Page not found'],
    ['/tools/no-such-tool', 'Page not found'],
    ['/hi/no-such-page', 'पृष्ठ नहीं मिला'],
  ] as const) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(404);
    const html = await response.text();
    expect(html).toContain(heading);
    expect(html).toContain('id="main-content"');
  }
});

for (const path of [
  '/',
  '/jal-mandir',
  '/hi/jal-mandir',
  '/gallery',
  '/donate',
  '/tools/unit-converter',
  '/admin',
]) {
  test(`${path} is hydrated: the server's main element stays, with no hydration error`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) {
        errors.push(message.text());
      }
    });
    page.on('pageerror', (error) => {
      if (HYDRATION_ERROR.test(error.message)) errors.push(error.message);
    });
    // Marks <main> as the parser adds it, before any script of the page can run.
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        const main = document.getElementById('main-content');
        if (!main) return;
        main.dataset.fromServer = 'yes';
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    // The visit is recorded by an effect: it runs once the page has hydrated.
    const tracked = page.waitForRequest((request) => request.url().endsWith('/api/visitors/track'));
    await page.goto(path);
    await tracked;
    await expect(page.locator('#main-content')).toHaveAttribute('data-from-server', 'yes');
    expect(errors).toEqual([]);
  });
}

const SEED_CHUNK = /\/seed-content\.[0-9a-f]{8}\.js$/;

/** The files a rendered page's closing script asks for once the page is on screen. */
const PAGE_SCRIPTS = /<script type="application\/json" id="page-scripts">([^<]*)<\/script>/;

// Lazily loaded pages (gallery, donate, hotels, cabs, the tools) are named too.
for (const path of [
  '/jal-mandir',
  '/hi/jal-mandir',
  '/gallery',
  '/donate',
  '/hi/cabs',
  '/tools/unit-converter',
]) {
  test(`${path} names no script in its head, and every script it hydrates with in one list`, async ({
    page,
    request,
    baseURL,
  }) => {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script[^>]+\bsrc=|rel="?preload"?\s+as="?script/);
    const files = JSON.parse(PAGE_SCRIPTS.exec(html)?.[1] ?? 'null') as {
      entries: string[];
      preloads: string[];
    } | null;
    expect(files?.entries).toHaveLength(1);
    const named = new Set(
      [...(files?.entries ?? []), ...(files?.preloads ?? [])].map(
        (url) => new URL(url, baseURL).href,
      ),
    );

    const fetched: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') fetched.push(r.url());
    });
    await page.goto(path);
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    expect(fetched.length).toBeGreaterThan(5);
    // Nothing the page hydrated with waited for another file to name it. (The
    // seed content, fetched only when the API's copy could not be read, is no
    // part of hydration: it fills in what the page's own copy of the content lacks.)
    expect(fetched.filter((url) => !named.has(url) && !SEED_CHUNK.test(url))).toEqual([]);
  });
}
