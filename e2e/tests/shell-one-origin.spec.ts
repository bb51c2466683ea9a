import type { ChildProcess } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createKeeper, type Keeper } from './support/keepers';
import {
  followed,
  hrefsOnPage,
  linkDifference,
  sameOriginLinks,
} from './support/same-origin-links';
import { startShell } from './support/servers';

/**
 * The site as `npm start` runs it: one origin, the shell's server answering
 * /api/ by forwarding it to the API (API_UPSTREAM), started by `npm start`'s
 * own script on a port of its own (the suite's shell on 3000 calls the API
 * on its own port, as the standalone keeper page must). Its origins are
 * keeper origins (scripts/e2e-server.mjs).
 */
const PORT = Number(process.env.E2E_ONE_ORIGIN_PORT ?? 3007);
const SITE = `http://localhost:${PORT}`;
const SITE_BY_ADDRESS = `http://127.0.0.1:${PORT}`;
const REMOTES = `http://127.0.0.1:${process.env.REMOTES_PORT ?? 3004}/remotes.json`;

// One worker runs this file's tests in order: they share the one shell on
// PORT, which a second worker's beforeAll would start again and its afterAll
// kill under the first's pages.
test.describe.configure({ mode: 'default' });

let shell: ChildProcess | undefined;
test.beforeAll(async () => {
  // API_URL empty: pages reach the API on their own origin, as `npm start` runs them.
  shell = await startShell(PORT, REMOTES, { API_URL: '', REMOTES_PUBLIC_URL: '' });
});
test.afterAll(() => {
  shell?.kill();
});

/** Every link a page's HTML names: `<a href>` values as written. */
function hrefsIn(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((match) =>
    (match[1] ?? '').replace(/&amp;/g, '&'),
  );
}

/** The public pages, from the site's sitemap (both languages). */
async function publicPages(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get(`${SITE}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  const hreflang = [...sitemap.matchAll(/hreflang="[^"]+" href="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  return [...new Set([...pages, ...hreflang])].filter((page) => page.startsWith(SITE)).sort();
}

/** What a same-origin link answers, redirects not followed: fine when 2xx, or a redirect on this origin. */
async function answerOf(request: APIRequestContext, url: string): Promise<string | null> {
  const response = await request.get(url, { maxRedirects: 0 });
  const status = response.status();
  if (status >= 200 && status < 300) return null;
  const location = response.headers().location ?? '';
  if ([301, 302, 303, 307, 308].includes(status) && new URL(location, url).origin === SITE) {
    return null;
  }
  return `${url} answered ${status}${location ? ` → ${location}` : ''}`;
}

test('the festival page’s calendar links in the server’s HTML answer calendars, with no script run', async ({
  request,
}) => {
  for (const [language, path] of [
    ['en', '/festivals'],
    ['hi', '/hi/festivals'],
  ] as const) {
    const page = `${SITE}${path}`;
    const html = await (await request.get(page)).text();
    const calendars = hrefsIn(html).filter((href) => href.includes('/api/content/calendar'));
    // Each festival's file, the feed, and the feed to subscribe to (webcal:).
    expect(calendars.length).toBeGreaterThanOrEqual(3);
    expect(calendars.some((href) => href.startsWith(`webcal://localhost:${PORT}/`))).toBe(true);
    for (const href of calendars) {
      expect(href).toContain(`lang=${language}`);
      const url = followed(href, page);
      expect(new URL(url).origin).toBe(SITE);
      const file = await request.get(url);
      expect(file.status(), url).toBe(200);
      expect(file.headers()['content-type'], url).toBe('text/calendar; charset=utf-8');
      expect(await file.text()).toContain('BEGIN:VCALENDAR');
    }
  }
});

/** The same-origin links of the page at `url` opened in `page`, once hydrated. */
async function hydratedLinks(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  return sameOriginLinks(await hrefsOnPage(page), url, SITE);
}

// Every page's links, the server's and the hydrated page's, are compared on
// the page the page-heads test hydrates (shell-page-heads.spec.ts). Here, on
// one origin, the links are followed by request (no page load), and the
// pages whose links depend on where the API is (the calendar files) are
// also hydrated and compared on this origin.
for (const language of ['en', 'hi'] as const) {
  test(`every same-origin link of every public page answers; where a page links to the API, the server’s HTML and the hydrated page agree (${language})`, async ({
    page,
    request,
  }) => {
    const pages = (await publicPages(request)).filter((url) =>
      language === 'hi'
        ? new URL(url).pathname.startsWith('/hi')
        : !new URL(url).pathname.startsWith('/hi'),
    );
    expect(pages.length).toBeGreaterThan(5);
    const checked = new Map<string, string | null>();
    const problems: string[] = [];
    let hydrated = 0;
    for (const url of pages) {
      // A page the sitemap lists answers itself, not by a redirect.
      const response = await request.get(url, { maxRedirects: 0 });
      checked.set(url, response.status() === 200 ? null : `${url} answered ${response.status()}`);
      const served = sameOriginLinks(hrefsIn(await response.text()), url, SITE);
      let links = served;
      if (served.some((link) => new URL(link).pathname.startsWith('/api/'))) {
        hydrated += 1;
        const seen = await hydratedLinks(page, url);
        const difference = linkDifference(url, served, seen);
        if (difference) problems.push(difference);
        links = [...new Set([...served, ...seen])];
      }
      const unchecked = links.filter((link) => !checked.has(link));
      // Asked side by side: each is a request, no page load.
      const answers = await Promise.all(unchecked.map((link) => answerOf(request, link)));
      unchecked.forEach((link, at) => checked.set(link, answers[at] ?? null));
    }
    expect(hydrated, 'pages linking to the API').toBeGreaterThan(0);
    problems.push(
      ...[...checked.values()].filter((problem): problem is string => problem !== null),
    );
    expect(problems).toEqual([]);
    // Printed, so a run shows how much it crawled.
    console.info(
      `${language}: ${pages.length} pages (${hydrated} hydrated), ${checked.size} distinct same-origin links`,
    );
  });
}

test.describe('a keeper signs in on either address of this machine', () => {
  let keeper: Keeper;
  test.beforeAll(async () => {
    keeper = await createKeeper('editor', 'E2E one-origin editor');
  });

  for (const origin of [SITE, SITE_BY_ADDRESS]) {
    test(`from ${origin}`, async ({ page }) => {
      const signIn = page.waitForResponse(
        (response) => response.url() === `${origin}/api/keepers/sign-in`,
      );
      await page.goto(`${origin}/admin`);
      await page.getByLabel('Email address').fill(keeper.email);
      await page.getByLabel('Password', { exact: true }).fill(keeper.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      // The API is reached on the page's own origin: the cookie is first-party on either name.
      expect((await signIn).status()).toBe(200);
      await expect(page.getByRole('region', { name: 'Signed-in keeper' })).toContainText(
        keeper.name,
      );
    });
  }
});

test.describe('with the API on another origin (the suite’s shell on 3000, API_URL set)', () => {
  let keeper: Keeper;
  test.beforeAll(async () => {
    keeper = await createKeeper('editor', 'E2E cross-origin editor');
  });

  test('from 127.0.0.1, another site than the API’s localhost, the page says why and where to go', async ({
    page,
  }) => {
    await page.goto('http://127.0.0.1:3000/admin');
    await page.getByLabel('Email address').fill(keeper.email);
    await page.getByLabel('Password', { exact: true }).fill(keeper.password);
    const signIn = page.waitForResponse((response) =>
      response.url().endsWith('/api/keepers/sign-in'),
    );
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect((await signIn).status()).toBe(200);
    await expect(page.getByRole('alert')).toHaveText(
      'The password was right, but this browser did not keep the sign-in: this page is open at http://127.0.0.1:3000, an address the keeper pages do not keep a session on. Open http://localhost:3000/admin and sign in there.',
    );
    await page.goto('http://localhost:3000/admin');
    await page.getByLabel('Email address').fill(keeper.email);
    await page.getByLabel('Password', { exact: true }).fill(keeper.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('region', { name: 'Signed-in keeper' })).toContainText(keeper.name);
  });
});
