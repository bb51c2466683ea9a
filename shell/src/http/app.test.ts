/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildService } from './app';
import type { PageRenderer } from './render-library';
import { manifestOrigins } from './remotes-source';
import { pageScriptHashes } from './script-hashes';
import { readSettings } from './settings';
import { rawStatusLine } from '@pawapuri/shared/testing/raw-status-line';

const TEMPLATE_SCRIPT = 'document.documentElement.dataset.js = "";';
const RENDERER_SCRIPT = 'window.startScripts = true;';
const TEMPLATE = `<!doctype html><html><head><script>${TEMPLATE_SCRIPT}</script><script type="application/json" id="data">{"a":1}</script></head><body><div id="root"></div><script defer src="/main.1a2b3c4d.js"></script></body></html>`;
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let dist: string;
let fakeRemote: Server;
let foreignRemote: Server;
const asked = { local: [] as string[], foreign: [] as string[] };
const rendered: string[] = [];

/** Stands in for the render library: renders from the remotes text it is given, fetching each manifest it names as the real one does. */
const renderer: PageRenderer = {
  async render(url, remotesJson) {
    rendered.push(url);
    const file = JSON.parse(remotesJson) as Record<string, { manifest: string }>;
    await Promise.all(
      Object.values(file).map(({ manifest }) => fetch(manifest).then((r) => r.text())),
    );
    const status = url.startsWith('/missing') ? 404 : 200;
    return {
      status,
      html: TEMPLATE.replace('</body>', `<p>${url}</p><script>${RENDERER_SCRIPT}</script></body>`),
    };
  },
  searchFiles: () => ({ sitemap: '<urlset/>', robots: 'User-agent: *' }),
};

function listen(server: Server, host: string): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, host, () => resolve((server.address() as AddressInfo).port)),
  );
}

let remotesText: string;

beforeAll(async () => {
  fakeRemote = createServer((req, res) => {
    asked.local.push(req.url ?? '');
    res.end('{}');
  });
  foreignRemote = createServer((req, res) => {
    asked.foreign.push(req.url ?? '');
    res.end('{}');
  });
  const localPort = await listen(fakeRemote, '127.0.0.1');
  await listen(foreignRemote, '127.0.0.2');
  remotesText = JSON.stringify({
    remote_content: { manifest: `http://127.0.0.1:${localPort}/mf-manifest.json`, pages: [] },
  });

  dist = mkdtempSync(path.join(tmpdir(), 'shell-service-'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  writeFileSync(path.join(dist, 'main.1a2b3c4d.js'), 'console.log("main");'.repeat(20));
  writeFileSync(
    path.join(dist, 'main.1a2b3c4d.js.br'),
    zlib.brotliCompressSync('console.log("main");'.repeat(20)),
  );
  writeFileSync(path.join(dist, 'main.1a2b3c4d.js.map'), '{}');
  writeFileSync(path.join(dist, 'remoteEntry.js'), 'var x;');
  writeFileSync(path.join(dist, '.env'), 'SECRET=1');
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'server/render.js'), 'module.exports = {};');
  mkdirSync(path.join(dist, 'http'));
  writeFileSync(path.join(dist, 'http/main.js'), '');
  mkdirSync(path.join(dist, 'common'));
  writeFileSync(path.join(dist, 'common/error-message.js'), '');
});

afterAll(() => {
  fakeRemote.close();
  foreignRemote.close();
  rmSync(dist, { recursive: true, force: true });
});

/** Every service a test starts, closed after it whether it passed or not. */
const started: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((app) => app.close()));
});

async function service(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const settings = readSettings({ PORT: '3999', ...env }, '/unused');
  const remotes = {
    current: () => ({ text: remotesText, origins: manifestOrigins(remotesText) ?? [] }),
  };
  const scriptHashes = await pageScriptHashes(TEMPLATE, renderer, remotesText);
  const app = await buildService({
    settings,
    distDir: dist,
    renderer,
    remotes,
    scriptHashes,
    logger: false,
  });
  started.push(app);
  return app;
}

const HOST = { host: 'localhost:3999' };

describe('what a request says about its host decides nothing', () => {
  test('a foreign Host gets 421 and no render: a remote on that host is never asked for anything', async () => {
    const app = await service();
    rendered.length = 0;
    asked.local.length = 0;
    for (const host of ['127.0.0.2:3999', '127.0.0.2:3001', 'evil.example', 'localhost:4000']) {
      const response = await app.inject({ url: '/donate', headers: { host } });
      expect(response.statusCode).toBe(421);
      expect(response.body).toBe('This server does not answer for that host.');
    }
    expect(rendered).toEqual([]);
    // The configured host renders, with the remotes REMOTES names: those are asked, the foreign one never.
    expect((await app.inject({ url: '/donate', headers: HOST })).statusCode).toBe(200);
    expect(rendered).toEqual(['/donate']);
    expect(asked.local).toEqual(['/mf-manifest.json']);
    expect(asked.foreign).toEqual([]);
  });

  test('two Host headers, or a Host with /, ?, &, @ or a space in it, get 400; the server answers on', async () => {
    const app = await service({ ALLOWED_HOSTS: '127.0.0.1:3999' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as AddressInfo).port;
    const get = (headers: string) =>
      rawStatusLine(port, `GET / HTTP/1.1\r\n${headers}\r\nConnection: close\r\n\r\n`);
    expect(await get('Host: 127.0.0.1:3999\r\nHost: 127.0.0.2:3001')).toBe(
      'HTTP/1.1 400 Bad Request',
    );
    for (const host of [
      '127.0.0.2:3001/x',
      '127.0.0.1:3999?',
      'a&b',
      'evil@127.0.0.1:3999',
      'a b',
    ]) {
      expect(await get(`Host: ${host}`)).toMatch(/^HTTP\/1\.1 400 /);
    }
    expect(await get('Host: 127.0.0.1:3999')).toBe('HTTP/1.1 200 OK');
  });
});

describe('no request stops the server', () => {
  test('a request target that is not a path, and a reversed range, get a 4xx; the server answers on', async () => {
    const app = await service({ ALLOWED_HOSTS: '127.0.0.1:3999' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as AddressInfo).port;
    const send = (line: string, headers = '') =>
      rawStatusLine(port, `${line}\r\nHost: 127.0.0.1:3999\r\n${headers}Connection: close\r\n\r\n`);
    expect(await send('GET //[ HTTP/1.1')).toBe('HTTP/1.1 400 Bad Request');
    expect(await send('GET http://evil.example/ HTTP/1.1')).toBe('HTTP/1.1 400 Bad Request');
    expect(await send('GET /%E0%A4%A HTTP/1.1')).toMatch(/^HTTP\/1\.1 400 /);
    expect(await send('GET /main.1a2b3c4d.js HTTP/1.1', 'Range: bytes=100-50\r\n')).toBe(
      'HTTP/1.1 416 Range Not Satisfiable',
    );
    expect(await send('GET /main.1a2b3c4d.js HTTP/1.1', 'Range: bytes=0-1,0-1,0-1\r\n')).toMatch(
      /^HTTP\/1\.1 (200|206|416) /,
    );
    expect(await send('GET /main.1a2b3c4d.js HTTP/1.1')).toBe('HTTP/1.1 200 OK');
    expect(await send('GET / HTTP/1.1')).toBe('HTTP/1.1 200 OK');
  });

  test('methods it does not answer get 405 naming those it does; a body is refused past a small limit', async () => {
    const app = await service();
    const post = await app.inject({ method: 'POST', url: '/donate', headers: HOST, payload: 'x' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    const large = await app.inject({
      method: 'POST',
      url: '/donate',
      headers: HOST,
      payload: 'x'.repeat(4096),
    });
    expect(large.statusCode).toBe(413);
    const head = await app.inject({ method: 'HEAD', url: '/donate', headers: HOST });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});

describe('paths', () => {
  test('a path with // answers 301 to the same path with single slashes, on this host', async () => {
    const app = await service();
    for (const [url, location] of [
      ['/hi//evil.example/', '/hi/evil.example/'],
      ['//evil.example/x?a=//b', '/evil.example/x?a=//b'],
      ['/jal-mandir///history', '/jal-mandir/history'],
    ]) {
      const response = await app.inject({ url, headers: HOST });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(location);
    }
    expect(rendered).not.toContain('/hi//evil.example/');
  });

  test('the server bundle, the service, dotfiles and source maps are not served; public files are', async () => {
    const app = await service();
    for (const url of [
      '/server/render.js',
      '/%73erver/render.js',
      '/http/main.js',
      '/common/error-message.js',
      '/main.1a2b3c4d.js.map',
      '/.env',
    ]) {
      expect([url, (await app.inject({ url, headers: HOST })).statusCode]).toEqual([url, 404]);
    }
    expect((await app.inject({ url: '/main.1a2b3c4d.js', headers: HOST })).statusCode).toBe(200);
    const withMaps = await service({ SERVE_SOURCE_MAPS: 'true' });
    expect(
      (await withMaps.inject({ url: '/main.1a2b3c4d.js.map', headers: HOST })).statusCode,
    ).toBe(200);
    expect((await withMaps.inject({ url: '/server/render.js', headers: HOST })).statusCode).toBe(
      404,
    );
  });

  test('pages carry an ETag (304 when unchanged), no-cache, and are compressed; files keep their cache headers', async () => {
    const app = await service();
    const page = await app.inject({
      url: '/jal-mandir',
      headers: { ...HOST, 'accept-encoding': 'br' },
    });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('<p>/jal-mandir</p>');
    const again = await app.inject({
      url: '/jal-mandir',
      headers: { ...HOST, 'if-none-match': String(page.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await app.inject({ url: '/missing', headers: HOST })).statusCode).toBe(404);
    const hashed = await app.inject({
      url: '/main.1a2b3c4d.js',
      headers: { ...HOST, 'accept-encoding': 'br' },
    });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-encoding']).toBe('br');
    const entry = await app.inject({ url: '/remoteEntry.js', headers: HOST });
    expect(entry.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=86400');
    const remotes = await app.inject({ url: '/remotes.json', headers: HOST });
    expect(remotes.body).toBe(remotesText);
    expect(remotes.headers['cache-control']).toBe(
      'public, max-age=60, stale-while-revalidate=86400',
    );
  });
});

describe('the headers of a public site', () => {
  const directives = (csp: string) =>
    Object.fromEntries(
      csp.split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values];
      }),
    );

  test('the CSP names exactly this origin, the remotes, the API and the inline scripts it writes', async () => {
    const app = await service({ REMOTE_ORIGINS: 'https://cdn.example' });
    // The origin remotes.json names (the fake remote on 127.0.0.1), and the one REMOTE_ORIGINS adds.
    const remoteOrigins = [...(manifestOrigins(remotesText) ?? []), 'https://cdn.example'].sort();
    for (const url of ['/jal-mandir', '/main.1a2b3c4d.js']) {
      const response = await app.inject({ url, headers: HOST });
      const csp = directives(String(response.headers['content-security-policy']));
      expect(csp['script-src']).toEqual([
        "'self'",
        ...remoteOrigins,
        ...[sha(RENDERER_SCRIPT), sha(TEMPLATE_SCRIPT)].sort(),
      ]);
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'", ...remoteOrigins]);
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', ...remoteOrigins]);
      // The API answers under /api/ on this origin by default: no origin of its own is listed.
      expect(csp['connect-src']).toEqual(["'self'", ...remoteOrigins]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['worker-src']).toEqual(["'self'"]);
      expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['permissions-policy']).toContain('clipboard-write=(self)');
      expect(response.headers['permissions-policy']).toContain('camera=()');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  test('/site-settings.json answers the settings the pages carry, for a page served as built', async () => {
    const sameOrigin = await (
      await service()
    ).inject({ url: '/site-settings.json', headers: HOST });
    expect(sameOrigin.json()).toEqual({ apiUrl: '' });
    const app = await service({ API_URL: 'http://localhost:8080/' });
    const response = await app.inject({ url: '/site-settings.json', headers: HOST });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ apiUrl: 'http://localhost:8080' });
    // Read again on every page load served as built: a changed address is seen at once.
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  test('an API on another origin (development) is the one origin connect-src and img-src add', async () => {
    const app = await service({ API_URL: 'http://localhost:8080' });
    const response = await app.inject({ url: '/jal-mandir', headers: HOST });
    const csp = directives(String(response.headers['content-security-policy']));
    const remoteOrigins = [...(manifestOrigins(remotesText) ?? [])].sort();
    expect(csp['connect-src']).toEqual(["'self'", 'http://localhost:8080', ...remoteOrigins]);
    // Its /api/media/ serves the published photographs.
    expect(csp['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'http://localhost:8080',
      ...remoteOrigins,
    ]);
  });

  test('the location lookup, https, report-only and reports, each by its setting', async () => {
    const app = await service({
      GEOLOCATION_URL: 'https://ipapi.co/json/',
      PUBLIC_BASE_URL: 'https://pawapuri.example',
      CSP_REPORT_ONLY: 'true',
      CSP_REPORT_URI: '/api/csp-reports',
    });
    const response = await app.inject({ url: '/', headers: { host: 'pawapuri.example' } });
    expect(response.headers['content-security-policy']).toBeUndefined();
    const csp = directives(String(response.headers['content-security-policy-report-only']));
    expect(csp['connect-src']).toContain('https://ipapi.co');
    expect(csp['report-uri']).toEqual(['https://pawapuri.example/api/csp-reports']);
    expect(csp['report-to']).toEqual(['csp']);
    expect(response.headers['reporting-endpoints']).toBe(
      'csp="https://pawapuri.example/api/csp-reports"',
    );
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});
