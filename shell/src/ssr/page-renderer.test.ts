/** @jest-environment node */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { completeContent, SEED_CONTENT } from '@pawapuri/shared';
import { createPageRenderer } from './page-renderer';

const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Built title</title>' +
  '<script defer src=/main.1a2b3c4d.js></script></head>' +
  '<body><noscript>Needs JavaScript.</noscript><div id=root></div></body></html>';

/**
 * A remote's server build as webpack writes it (CommonJS, the router taken
 * from the shell): `/guide/walks` renders a heading, `/guide/search` shows
 * the query's `q`, and `/guide/slow` waits `slowMs` before it renders.
 */
const BUILD = `
  const React = require('react');
  const { Routes, Route, useSearchParams } = require('react-router-dom');
  const h = React.createElement;
  let slow = null;
  function Slow() {
    slow ??= new Promise((resolve) => setTimeout(resolve, 300));
    React.use(slow);
    return h('h1', null, 'Slow walks');
  }
  function Search() {
    return h('h1', null, 'Searching ' + useSearchParams()[0].get('q'));
  }
  exports.loadRoutes = () => ({
    default: (props) =>
      h(Routes, null,
        h(Route, { path: '/guide/walks', element: h('h1', null, 'Walks around the Jal Mandir') }),
        h(Route, { path: '/guide/search', element: h(Search) }),
        h(Route, { path: '/guide/slow', element: h(Suspense, null, h(Slow)) }),
        h(Route, { path: '*', element: props.notFound })),
  });
  const { Suspense } = React;
`;

/** 12:00 in Pawapuri on 8 November 2026. */
const RENDERED_AT = Date.parse('2026-11-08T06:30:00Z');

/**
 * A remote built apart from the shell that reads the published content
 * through the page-wide context (what `useSiteContent` reads on the server).
 */
const CONTENT_BUILD = `
  const React = require('react');
  const { Routes, Route } = require('react-router-dom');
  const h = React.createElement;
  function Notices() {
    const state = React.useContext(globalThis[Symbol.for('pawapuri.siteContent')]);
    const notice = state.content.notices[0];
    return h('p', null, 'Notice: ' + (notice ? notice.text.en : 'none') + ' at ' + state.renderedAt);
  }
  exports.loadRoutes = () => ({
    default: (props) =>
      h(Routes, null,
        h(Route, { path: '/guide/walks', element: h(Notices) }),
        h(Route, { path: '*', element: props.notFound })),
  });
`;

/** Published content whose one notice says `text`. */
function contentWith(version: number, text: string): string {
  const notice = {
    id: 'notice',
    revision: 1,
    publishedAt: '2026-11-01T00:00:00.000Z',
    text: { en: text, hi: text },
    severity: 'closed',
    showFrom: '2026-11-01T00:00:00.000Z',
    showUntil: '2026-12-01T00:00:00.000Z',
    pages: ['*'],
  };
  return JSON.stringify({ ...SEED_CONTENT, version, notices: [notice] });
}

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

let server: Server;
let origin: string;
const requested: string[] = [];
let build = BUILD;
let manifest: object = { exposes: [] };

beforeAll(async () => {
  server = createServer((req, res) => {
    requested.push(req.url ?? '');
    // No connection is kept: a test longer than the server's keep-alive
    // (a slow machine) would otherwise leave the next one a closed socket.
    res.setHeader('Connection', 'close');
    if (req.url === '/mf-manifest.json') res.end(JSON.stringify(manifest));
    else if (req.url === '/server/routes.1a2b3c4d.js') res.end(build);
    else if (req.url === '/routes.1a2b3c4d.css') res.end('h1{margin:0}.guide-map{width:100%}');
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  requested.length = 0;
  build = BUILD;
  manifest = { exposes: [] };
});

const PAGES = ['walks', 'search', 'slow'].map((page) => ({
  path: `/guide/${page}`,
  title: { en: `Guide ${page}`, hi: `गाइड ${page}` },
}));

/** remotes.json adding a guide remote the shell was not built with, its menu entry titled `title`. */
function remotesJson(title: string, serverBuild: object | null = { integrity: sri(BUILD) }) {
  return JSON.stringify({
    remote_guide: {
      manifest: `${origin}/mf-manifest.json`,
      pages: PAGES,
      nav: [{ id: 'guide', path: '/guide/walks', title: { en: title, hi: title }, icon: 'map' }],
      ...(serverBuild
        ? { serverBuild: { path: 'server/routes.1a2b3c4d.js', ...serverBuild } }
        : {}),
    },
  });
}

function renderer(options: Partial<Parameters<typeof createPageRenderer>[0]> = {}) {
  const logged: string[] = [];
  const pages = createPageRenderer({
    template: TEMPLATE,
    publicBaseUrl: 'https://pawapuri.example/',
    log: (line) => logged.push(line),
    // One moment for the whole test: pages are rendered again each minute.
    now: () => RENDERED_AT,
    ...options,
  });
  // What it says of the guide remote (the built-in remotes are missing from these files).
  const guideLog = () => logged.filter((line) => line.startsWith('remote_guide'));
  return { ...pages, guideLog };
}

describe('the page renderer', () => {
  it('renders a remote’s page with the server build remotes.json publishes', async () => {
    const page = await renderer().render('/guide/walks', remotesJson('Guide'));
    expect(page.rendering).toBe('server');
    expect(page.html).toContain('Walks around the Jal Mandir');
    // The page carries remotes.json for the browser, without the server's part.
    expect(page.html).toContain('remote_guide');
    expect(page.html).not.toContain('serverBuild');
  });

  it('writes in only the stylesheet rules a rendered page’s HTML can use, every rule for the browser to render', async () => {
    manifest = {
      exposes: [{ path: './Routes', assets: { css: { sync: ['routes.1a2b3c4d.css'] } } }],
    };
    const pages = renderer({
      template: TEMPLATE.replace('</head>', '<link href=/61.1a2b3c4d.css rel=stylesheet></head>'),
      readShellFile: (href) =>
        href === '/61.1a2b3c4d.css' ? ':root{--c:red}h1{color:var(--c)}.menu-open{left:0}' : null,
    });
    const rendered = await pages.render('/guide/walks', remotesJson('Guide'));
    expect(rendered.rendering).toBe('server');
    expect(rendered.html).toContain(
      '<style data-href="/61.1a2b3c4d.css">:root{--c:red}h1{color:var(--c)}</style>',
    );
    expect(rendered.html).toContain(
      `<style data-href="${origin}/routes.1a2b3c4d.css">h1{margin:0}</style>`,
    );
    const client = await pages.render('/guide/walks', remotesJson('Guide', null));
    expect(client.rendering).toBe('client');
    expect(client.html).toContain(
      '<style data-href="/61.1a2b3c4d.css">:root{--c:red}h1{color:var(--c)}.menu-open{left:0}</style>',
    );
  });

  it('writes the run-time settings into every page, rendered or left to the browser', async () => {
    const settings = '<script type="application/json" id="site-settings">';
    const byDefault = await renderer().render('/guide/walks', remotesJson('Guide'));
    expect(byDefault.html).toContain(`${settings}{"apiUrl":""}</script>`);
    const pages = renderer({ siteSettings: { apiUrl: 'http://localhost:8080' } });
    for (const serverBuild of [{ integrity: sri(BUILD) }, null]) {
      const page = await pages.render('/guide/walks', remotesJson('Guide', serverBuild));
      expect(page.rendering).toBe(serverBuild ? 'server' : 'client');
      expect(page.html).toContain(`${settings}{"apiUrl":"http://localhost:8080"}</script>`);
    }
  });

  it('leaves a remote to the browser when its build does not have the published digest, saying so once', async () => {
    build = `${BUILD}\nthrow new Error('this build was changed on its host and must not run');`;
    const pages = renderer();
    for (let request = 0; request < 3; request += 1) {
      const page = await pages.render('/guide/walks', remotesJson('Guide'));
      expect(page.rendering).toBe('client');
      expect(page.html).toContain('<div id="root"></div>');
    }
    expect(pages.guideLog()).toHaveLength(1);
    expect(pages.guideLog()[0]).toMatch(
      /^remote_guide: no server build \(.*routes\.1a2b3c4d\.js does not have the digest remotes\.json publishes for it/,
    );
    // Backed off: the two later requests did not fetch the build again.
    expect(requested.filter((url) => url.startsWith('/server/'))).toHaveLength(1);
  });

  it('leaves a remote to the browser when remotes.json publishes no server build for it', async () => {
    const pages = renderer();
    const page = await pages.render('/guide/walks', remotesJson('Guide', null));
    expect(page.rendering).toBe('client');
    expect(requested).toEqual([]);
    expect(pages.guideLog()).toEqual([
      'remote_guide: remotes.json publishes no server build for it; its pages are rendered in the browser.',
    ]);
  });

  it('fetches nothing from an origin that is not allowed, and sends no browser there', async () => {
    manifest = {
      metaData: { remoteEntry: { name: 'http://evil.test/remoteEntry.js', path: '' } },
      exposes: [
        {
          path: './Routes',
          assets: { js: { sync: [], async: [] }, css: { sync: ['//evil.test/x.css'], async: [] } },
        },
      ],
    };
    const pages = renderer();
    const page = await pages.render('/guide/walks', remotesJson('Guide'));
    expect(page.rendering).toBe('server');
    expect(page.html).not.toContain('evil.test');
    expect(pages.guideLog()).toEqual([]);
  });

  it('renders two sites at once, each page with its own remotes only', async () => {
    const pages = renderer();
    const [first, second] = await Promise.all([
      pages.render('/guide/walks', remotesJson('Pilgrim walks')),
      pages.render('/guide/walks', remotesJson('Temple trails')),
    ]);
    expect(first.rendering).toBe('server');
    expect(second.rendering).toBe('server');
    expect(first.html).toContain('Pilgrim walks');
    expect(first.html).not.toContain('Temple trails');
    expect(second.html).toContain('Temple trails');
    expect(second.html).not.toContain('Pilgrim walks');
  });

  it('renders a page once for every query it does not read', async () => {
    const pages = renderer();
    const site = remotesJson('Guide');
    const first = await pages.render('/guide/walks?utm=1', site);
    for (let query = 2; query < 50; query += 1) {
      expect(await pages.render(`/guide/walks?utm=${query}`, site)).toBe(first);
    }
    expect(await pages.render('/guide/walks', site)).toBe(first);
  });

  it('renders a page that reads the query for each query', async () => {
    const pages = renderer();
    const site = remotesJson('Guide');
    const temples = await pages.render('/guide/search?q=temples', site);
    const ponds = await pages.render('/guide/search?q=ponds', site);
    expect(temples.html).toContain('Searching temples');
    expect(ponds.html).toContain('Searching ponds');
    expect(await pages.render('/guide/search?q=temples', site)).toBe(temples);
  });

  it('keeps the site’s pages when a flood of unknown addresses comes', async () => {
    const pages = renderer({ cacheSize: 2 });
    const site = remotesJson('Guide');
    const walks = await pages.render('/guide/walks', site);
    for (let address = 0; address < 20; address += 1) {
      expect((await pages.render(`/nowhere-${address}`, site)).status).toBe(404);
    }
    expect(await pages.render('/guide/walks', site)).toBe(walks);
  });

  it('renders at most its limit of pages at once; the others are left to the browser', async () => {
    const pages = renderer({ maxConcurrentRenders: 2 });
    const site = remotesJson('Guide');
    const slow = await Promise.all(
      ['/guide/slow', '/hi/guide/slow', '/guide/walks'].map((url) => pages.render(url, site)),
    );
    expect(slow.map((page) => page.rendering)).toEqual(['server', 'server', 'client']);
    // Once the renders are done, the page is rendered on the server again.
    expect((await pages.render('/guide/walks', site)).rendering).toBe('server');
  });

  it('links every address only to this site, whatever the address looks like', async () => {
    const page = await renderer().render('/hi//evil.example/', remotesJson('Guide'));
    expect(page.status).toBe(404);
    expect(page.html).not.toMatch(/href="\/\//);
    expect(page.html).toContain('href="/evil.example/"');
  });

  it('never rejects, whatever the address or remotes.json', async () => {
    const pages = renderer();
    for (const [url, site] of [
      ['//[', remotesJson('Guide')],
      ['/guide/walks', 'not json'],
      ['/guide/walks', '[1, 2]'],
      ['%', '{}'],
    ] as const) {
      await expect(pages.render(url, site)).resolves.toMatchObject({ status: expect.any(Number) });
    }
  });

  it('renders each page with the published content it is given, and writes it in for hydration', async () => {
    build = CONTENT_BUILD;
    const pages = renderer();
    const site = remotesJson('Guide', { integrity: sri(CONTENT_BUILD) });
    const content = contentWith(7, 'Bridge closed </script><b>x</b>');
    const page = await pages.render('/guide/walks', site, content);
    expect(page.rendering).toBe('server');
    // Rendered as text, and the inlined copy cannot close its script element.
    expect(page.html).toContain(
      `Notice: Bridge closed &lt;/script&gt;&lt;b&gt;x&lt;/b&gt; at ${RENDERED_AT}`,
    );
    const inlined = /<script type="application\/json" id="site-content">(.*?)<\/script>/.exec(
      page.html,
    )?.[1];
    expect(inlined).not.toContain('</script');
    const written = JSON.parse(inlined ?? 'null');
    const published = JSON.parse(content);
    expect(written).toMatchObject({ renderedAt: RENDERED_AT, partial: true });
    // What the render read, and only that: the notice's English text, no stays, no Hindi.
    expect(written.content).toMatchObject({ version: 7, publishedAt: published.publishedAt });
    expect(written.content.notices[0].text).toEqual({ en: 'Bridge closed </script><b>x</b>' });
    expect(written.content.stays).toBeUndefined();
    expect(inlined!.length).toBeLessThan(content.length / 4);
    // Completed from a complete copy of its version, it is the published content.
    expect(completeContent(written.content, published)).toEqual(published);
  });

  it('serves the same document for a new minute when nothing the page shows changed', async () => {
    let now = RENDERED_AT;
    const pages = renderer({ now: () => now });
    const site = remotesJson('Guide');
    const content = contentWith(1, 'First');
    const page = await pages.render('/guide/walks', site, content);
    now += 60_000;
    const next = await pages.render('/guide/walks', site, content);
    expect(next).toBe(page);
    expect(next.html).toContain(`"renderedAt":${RENDERED_AT}`);
    // Another page, or other content, is its own document.
    expect(await pages.render('/guide/search', site, content)).not.toBe(page);
    now += 60_000;
    const changed = await pages.render('/guide/walks', site, contentWith(2, 'First'));
    expect(changed).not.toBe(page);
    expect(changed.html).toContain(`"renderedAt":${now}`);
  });

  it('renders a page again for a new content version, and again each minute', async () => {
    build = CONTENT_BUILD;
    let now = RENDERED_AT;
    const pages = renderer({ now: () => now });
    const site = remotesJson('Guide', { integrity: sri(CONTENT_BUILD) });
    const first = contentWith(1, 'First');
    const page = await pages.render('/guide/walks', site, first);
    expect(await pages.render('/guide/walks', site, first)).toBe(page);
    const second = await pages.render('/guide/walks', site, contentWith(2, 'Second'));
    expect(second.html).toContain('Notice: Second');
    const minuteStart = Math.floor(now / 60_000) * 60_000;
    now = minuteStart + 59_999;
    expect(await pages.render('/guide/walks', site, first)).toBe(page);
    now = minuteStart + 60_000;
    const later = await pages.render('/guide/walks', site, first);
    expect(later).not.toBe(page);
    expect(later.html).toContain(`Notice: First at ${now}`);
  });

  it('uses the seed content, saying why once, when the published copy is not usable', async () => {
    build = CONTENT_BUILD;
    const pages = renderer();
    const site = remotesJson('Guide', { integrity: sri(CONTENT_BUILD) });
    for (const text of ['not json', 'not json', '[]', '{"version":5}']) {
      const page = await pages.render('/guide/walks', site, text);
      expect(page.html).toContain('"content":{"version":0');
      expect(page.html).toContain('Notice: none');
    }
    const logged: string[] = [];
    const quiet = renderer({ log: (line) => logged.push(line) });
    await quiet.render('/guide/walks', site, 'not json');
    await quiet.render('/guide/walks', site, 'not json');
    expect(logged.filter((line) => line.startsWith('The published content'))).toEqual([
      'The published content cannot be used (it is not JSON); pages use the seed content.',
    ]);
  });
});
