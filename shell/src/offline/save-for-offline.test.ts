/**
 * @jest-environment node
 */
import { RESAVE_AFTER_MS, SAVED_MARKER, isNewerContent, saveForOffline } from './save-for-offline';
import { savedAtOf } from './saved-copy';

const ORIGIN = 'https://pawapuri.example';
const REMOTE = 'https://content.example';

/** Enough of a Cache for the function: put and match by URL. */
class FakeCache {
  readonly entries = new Map<string, Response>();
  put(url: string, response: Response): Promise<void> {
    this.entries.set(url, response);
    return Promise.resolve();
  }
  match(url: string): Promise<Response | undefined> {
    return Promise.resolve(this.entries.get(url)?.clone());
  }
}

const pageHtml = (title: string) =>
  `<html><head><link rel="stylesheet" href="${REMOTE}/1.aaaaaaaa.css"><link rel="preload" as="script" href="${REMOTE}/remoteEntry.js"></head><body><h1>${title}</h1><img src="${REMOTE}/assets/art.bbbbbbbb.svg"></body></html>`;
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ assets: { js: { sync: ['1.cccccccc.js'], async: ['2.dddddddd.js'] } } }],
};

function setUp(failing: string[] = []) {
  const pages = new FakeCache();
  const fetched: string[] = [];
  const stored: string[] = [];
  global.fetch = jest.fn((input: string | URL | Request) => {
    const url = String(input);
    fetched.push(url);
    const path = new URL(url).pathname;
    if (failing.includes(path)) return Promise.resolve(new Response('down', { status: 503 }));
    return Promise.resolve(new Response(pageHtml(path)));
  }) as typeof fetch;
  const cachedFetch = jest.fn((url: string) => {
    stored.push(url);
    return Promise.resolve(
      url.endsWith('mf-manifest.json') ? Response.json(manifest) : new Response('file'),
    );
  });
  return { pages, fetched, stored, cachedFetch };
}

const run = (set: ReturnType<typeof setUp>, now = 1_000, contentVersion?: string) =>
  saveForOffline({
    paths: ['/', '/cabs'],
    origin: ORIGIN,
    pageCache: () => Promise.resolve(set.pages as unknown as Cache),
    cachedFetch: set.cachedFetch,
    contentVersion,
    now: () => now,
  });

describe('saveForOffline', () => {
  it('saves every page in both languages with the files its HTML and its remote’s manifest name', async () => {
    const set = setUp();
    await run(set);
    expect([...set.pages.entries.keys()].sort()).toEqual(
      [
        `${ORIGIN}/`,
        `${ORIGIN}/cabs`,
        `${ORIGIN}/hi`,
        `${ORIGIN}/hi/cabs`,
        `${ORIGIN}${SAVED_MARKER}`,
      ].sort(),
    );
    expect(await (await set.pages.match(`${ORIGIN}/hi/cabs`))?.text()).toContain(
      '<h1>/hi/cabs</h1>',
    );
    expect(new Set(set.stored)).toEqual(
      new Set([
        `${REMOTE}/mf-manifest.json`,
        `${REMOTE}/integrity.json`,
        `${REMOTE}/1.aaaaaaaa.css`,
        `${REMOTE}/remoteEntry.js`,
        `${REMOTE}/assets/art.bbbbbbbb.svg`,
        `${REMOTE}/1.cccccccc.js`,
        `${REMOTE}/2.dddddddd.js`,
      ]),
    );
    // Each file once, though four pages name it.
    expect(set.stored.filter((url) => url.endsWith('remoteEntry.js'))).toHaveLength(1);
  });

  it('does it again only once a day has passed', async () => {
    const set = setUp();
    await run(set, 1_000);
    const first = set.fetched.length;
    await run(set, 1_000 + RESAVE_AFTER_MS - 1);
    expect(set.fetched).toHaveLength(first);
    await run(set, 1_000 + RESAVE_AFTER_MS);
    expect(set.fetched).toHaveLength(first * 2);
  });

  it('stamps each saved page with the time it was saved', async () => {
    const set = setUp();
    const now = Date.parse('2026-11-26T04:30:00Z');
    await run(set, now);
    const saved = await set.pages.match(`${ORIGIN}/hi/cabs`);
    expect(saved && savedAtOf(saved)).toBe(now);
  });

  it('does it again at once when a visit shows newer published content', async () => {
    const set = setUp();
    await run(set, 1_000, '7');
    const first = set.fetched.length;
    await run(set, 2_000, '7');
    expect(set.fetched).toHaveLength(first);
    await run(set, 3_000, '8');
    expect(set.fetched).toHaveLength(first * 2);
    // A saved copy shown offline names the older version: nothing to do.
    await run(set, 3_500, '7');
    expect(set.fetched).toHaveLength(first * 2);
    const saved = await set.pages.match(`${ORIGIN}/cabs`);
    expect(saved && savedAtOf(saved)).toBe(3_000);
    // A page that says nothing of its content keeps the daily rule.
    await run(set, 4_000);
    expect(set.fetched).toHaveLength(first * 2);
  });

  it('takes the first version a page names for pages saved as the worker took over', async () => {
    const set = setUp();
    await run(set, 1_000);
    const first = set.fetched.length;
    await run(set, 2_000, '7');
    expect(set.fetched).toHaveLength(first);
    await run(set, 3_000, '8');
    expect(set.fetched).toHaveLength(first * 2);
  });

  it('compares content versions as the numbers they are', () => {
    expect(isNewerContent('10', '9')).toBe(true);
    expect(isNewerContent('9', '10')).toBe(false);
    expect(isNewerContent('9', '9')).toBe(false);
    expect(isNewerContent('9', null)).toBe(true);
    expect(isNewerContent(null, '9')).toBe(false);
    expect(isNewerContent('b', 'a')).toBe(true);
  });

  it('saves again over a marker an older worker left (the time alone)', async () => {
    const set = setUp();
    await set.pages.put(`${ORIGIN}${SAVED_MARKER}`, new Response('1000'));
    await run(set, 2_000);
    expect(set.fetched.length).toBeGreaterThan(0);
  });

  it('fails, leaving no marker, when a page cannot be fetched, so the next visit tries again', async () => {
    const set = setUp(['/hi/cabs']);
    await expect(run(set)).rejects.toThrow('/hi/cabs answered 503');
    expect(set.pages.entries.has(`${ORIGIN}${SAVED_MARKER}`)).toBe(false);
  });
});
