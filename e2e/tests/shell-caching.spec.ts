import type { APIResponse } from '@playwright/test';
import { remoteFiles } from './support/deployed';
import { test, expect } from './support/fixtures';
import { INLINED, replaceInlinedRemotes } from './support/remotes-file';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=60, stale-while-revalidate=86400';
const CONTENT = remoteFiles('remote_content');

const cacheControl = (response: APIResponse) => response.headers()['cache-control'];

/** An entry of remotes.json, as far as this test reads it. */
interface Entry {
  manifest: string;
  serverBuild?: { path: string; integrity: string };
  pages: {
    path: string;
    title: object;
    footer?: boolean;
    keeper?: boolean;
    description?: object;
  }[];
  nav: unknown[];
}

interface Manifest {
  metaData: { remoteEntry: { name: string } };
  exposes: { assets: { js: { sync: string[] } } }[];
}

test.describe('caching', () => {
  test('the page revalidates, hashed files are immutable, federation files are short-lived', async ({
    request,
  }) => {
    const page = await request.get('/jal-mandir');
    expect(cacheControl(page)).toBe('no-cache');
    const html = await page.text();
    // The page names its entry in the script that starts it once painted.
    const main = /"(\/main\.[0-9a-f]{8}\.js)"/.exec(html)?.[1];
    expect(main).toBeDefined();
    expect(cacheControl(await request.get(main ?? ''))).toBe(IMMUTABLE);

    expect(cacheControl(await request.get('/remotes.json'))).toBe(SHORT);
    const deployed =
      ((await (await request.get('/remotes.json')).json()) as Record<string, Entry>).remote_content
        ?.manifest ?? '';
    expect(deployed).toMatch(new RegExp(`^${CONTENT}/[0-9a-f]{12}/mf-manifest\\.json$`));
    const version = deployed.replace(/\/mf-manifest\.json$/, '');
    const manifestResponse = await request.get(deployed);
    expect(cacheControl(manifestResponse)).toBe(SHORT);
    const manifest = (await manifestResponse.json()) as Manifest;
    expect(manifest.metaData.remoteEntry.name).toBe('remoteEntry.js');
    expect(cacheControl(await request.get(`${version}/remoteEntry.js`))).toBe(SHORT);
    const chunk = manifest.exposes[0]?.assets.js.sync[0] ?? '';
    expect(chunk).toMatch(/\.[0-9a-f]{8}\.js$/);
    expect(cacheControl(await request.get(`${version}/${chunk}`))).toBe(IMMUTABLE);
  });

  test('a page unchanged since the last visit answers 304', async ({ request }) => {
    const first = await request.get('/');
    const etag = first.headers()['etag'] ?? '';
    expect(etag).not.toBe('');
    const again = await request.get('/', { headers: { 'If-None-Match': etag } });
    expect(again.status()).toBe(304);
  });
});

test.describe('remotes.json inlined into the page', () => {
  test('the page carries the current remotes.json as the browser reads it, safely escaped', async ({
    request,
  }) => {
    const html = await (await request.get('/donate')).text();
    const inlined = INLINED.exec(html)?.[2] ?? '';
    expect(inlined).not.toMatch(/[<>&]/);
    const served = (await (await request.get('/remotes.json')).json()) as Record<string, Entry>;
    const copy = JSON.parse(inlined) as Record<string, Entry>;
    expect(Object.keys(copy)).toEqual(Object.keys(served));
    for (const [name, { serverBuild, ...entry }] of Object.entries(served)) {
      // The digest of the server build is the server's alone: the browser never needs it.
      expect(serverBuild?.integrity).toMatch(/^sha384-/);
      expect(copy[name]).not.toHaveProperty('serverBuild');
      // Menus, footer and page ownership as served; what only page heads use stays on the server.
      expect(copy[name]).toEqual({
        ...entry,
        pages: entry.pages.map(({ path, title, footer, keeper }) => ({
          path,
          title,
          footer,
          keeper,
        })),
      });
      expect(entry.pages.some((page) => page.description)).toBe(true);
    }
  });

  test('the shell uses the inlined copy: no request for /remotes.json on first load', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/remotes.json') asked.push(r.url());
    });
    await page.goto('/jal-mandir');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link').first().waitFor();
    expect(asked).toEqual([]);
  });

  test('without an inlined copy (a plain static host) the shell fetches /remotes.json', async ({
    page,
  }) => {
    await replaceInlinedRemotes(page, null);
    const remotesJson = page.waitForRequest((r) => new URL(r.url()).pathname === '/remotes.json');
    await page.goto('/jal-mandir');
    await remotesJson;
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toHaveCount(0);
  });
});

test.describe('the footer does not jump when a page arrives', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('while a remote loads the footer waits below the fold; afterwards no height is held', async ({
    page,
  }) => {
    // A page of another remote first (rendered and hydrated), then the home page through the menu.
    const tracked = page.waitForRequest((r) => r.url().endsWith('/api/visitors/track'));
    await page.goto('/tools/unit-converter');
    await tracked;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${CONTENT}/**`, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Pawapuri, home' }).click();
    await expect(page.getByRole('main').getByRole('status')).toBeVisible();
    const footer = page.getByRole('contentinfo');
    const top = await footer.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(844);

    release();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Once the page is there the main area is as tall as its content: a short page keeps no gap.
    const minHeight = await page.getByRole('main').evaluate((m) => getComputedStyle(m).minHeight);
    expect(minHeight).toMatch(/^(0px|auto)$/);
  });
});
