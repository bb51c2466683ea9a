import { test, expect } from './support/fixtures';
import { listRemotes } from '../../tooling/site-remotes';

const REMOTES = listRemotes().map((remote) => remote.description);
const PAGES = REMOTES.flatMap((remote) => remote.pages);
const SITE = 'http://localhost:3000';
const hindi = (path: string) => (path === '/' ? '/hi' : `/hi${path}`);

/** Width and height from a PNG's header chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test.describe('files for search engines and share previews', () => {
  test('robots.txt closes the keeper pages in both languages and names the sitemap', async ({
    request,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    for (const page of PAGES.filter((each) => each.keeper)) {
      expect(text).toContain(`Disallow: ${page.path}\n`);
      expect(text).toContain(`Disallow: ${hindi(page.path)}\n`);
    }
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  test('sitemap.xml lists every public page in English and Hindi, and no keeper page', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => match[1],
    );
    const expected = PAGES.filter((page) => !page.keeper).flatMap((page) => [
      `${SITE}${page.path}`,
      `${SITE}${hindi(page.path)}`,
    ]);
    expect(locs).toEqual(expected);
  });

  test("each remote serves its pages' share images at 1200×630", async ({ request }) => {
    for (const remote of REMOTES) {
      for (const page of remote.pages) {
        const response = await request.get(`http://localhost:${remote.port}/${page.image}`);
        expect(response.status(), page.path).toBe(200);
        expect(response.headers()['content-type']).toBe('image/png');
        expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
      }
    }
  });
});

test.describe('rendered pages as crawlers read them', () => {
  test.use({ javaScriptEnabled: false });

  // Every page's sharing tags and structured data, in both languages, are
  // checked on the server-only page the page-heads test loads
  // (shell-page-heads.spec.ts, support/crawler-head.ts).

  test('each temple carries its own point only where a source gives one, and the home page the site', async ({
    page: tab,
  }) => {
    const structured = async (address: string) => {
      await tab.goto(address);
      const scripts = await tab
        .locator('head script[type="application/ld+json"]')
        .allTextContents();
      return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
    };
    const [site] = await structured('/');
    expect(site?.['@type']).toBe('WebSite');
    // The Jal Mandir's public coordinates are its own.
    const [temple] = await structured('/hi/jal-mandir');
    expect(temple?.['@type']).toEqual(['PlaceOfWorship', 'TouristAttraction']);
    expect(temple?.geo).toMatchObject({ '@type': 'GeoCoordinates', latitude: 25.092 });
    // No source gives the Gaon Mandir's point: it carries none, never another place's.
    const [village] = await structured('/gaon-mandir');
    expect(JSON.stringify(village)).not.toContain('GeoCoordinates');
    expect(village?.containedInPlace).toMatchObject({ '@type': 'AdministrativeArea' });
  });
});
