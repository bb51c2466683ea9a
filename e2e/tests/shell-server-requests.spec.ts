import { createHash } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { test, expect } from './support/fixtures';
import { SITE_PAGES } from './support/routes';
import { stopServer } from './support/servers';
import { rawStatusLine } from '@pawapuri/shared/testing/raw-status-line';

/**
 * The shell's server as a visitor, or an attacker, reaches it: what a
 * request says about itself decides nothing, no request stops it, and only
 * public files are public. Against the site the tests run on.
 */
const SHELL_PORT = 3000;
const CONTENT_PORT = 3001;

/** A GET with the headers given as written (Node's fetch does not let a caller set Host). */
function get(path: string, headers: Record<string, string>, port = SHELL_PORT) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

test('a foreign Host is refused with 421, and a remote on that host is never asked for anything', async () => {
  // Where a manifest URL built from the Host header would point: 127.0.0.2 at remote-content's port.
  const asked: string[] = [];
  const fake: Server = createServer((req, res) => {
    asked.push(req.url ?? '');
    res.end('{}');
  });
  await new Promise<void>((resolve) => fake.listen(CONTENT_PORT, '127.0.0.2', resolve));
  try {
    for (const host of ['127.0.0.2:3000', '127.0.0.2:3001', 'evil.example']) {
      const response = await get('/donate', { Host: host });
      expect(response.status).toBe(421);
      expect(response.body).not.toContain('<html');
    }
    expect((await get('/donate', { Host: 'localhost:3000' })).status).toBe(200);
    expect(asked).toEqual([]);
  } finally {
    await stopServer(fake);
  }
});

test('requests that used to stop the site get a 4xx, and the site answers on', async () => {
  const host = 'Host: 127.0.0.1:3000\r\n';
  expect(
    await rawStatusLine(SHELL_PORT, `GET //[ HTTP/1.1\r\n${host}Connection: close\r\n\r\n`),
  ).toBe('HTTP/1.1 400 Bad Request');
  expect(
    await rawStatusLine(SHELL_PORT, `GET / HTTP/1.1\r\n${host}${host}Connection: close\r\n\r\n`),
  ).toBe('HTTP/1.1 400 Bad Request');
  for (const port of [SHELL_PORT, CONTENT_PORT]) {
    const file = port === SHELL_PORT ? '/manifest.webmanifest' : '/remoteEntry.js';
    const reversed = await get(file, { Host: `127.0.0.1:${port}`, Range: 'bytes=100-50' }, port);
    expect(reversed.status).toBe(416);
    expect((await get(file, { Host: `127.0.0.1:${port}` }, port)).status).toBe(200);
  }
  expect((await get('/', { Host: '127.0.0.1:3000' })).status).toBe(200);
});

test('the server bundle and source maps are not served', async ({ request }) => {
  expect((await request.get('/server/render.js')).status()).toBe(404);
  expect((await request.get('/%73erver/render.js')).status()).toBe(404);
  expect((await request.get('/http/main.js')).status()).toBe(404);
  const page = await (await request.get('/jal-mandir')).text();
  const main = /"(\/main\.[0-9a-f]{8}\.js)"/.exec(page)?.[1] ?? '';
  expect((await request.get(main)).status()).toBe(200);
  expect((await request.get(`${main}.map`)).status()).toBe(404);
});

test('a path with // redirects to the single-slash path on the same host', async () => {
  const response = await get('/hi//evil.example/', { Host: 'localhost:3000' });
  expect(response.status).toBe(301);
  expect(response.headers.location).toBe('/hi/evil.example/');
});

test('every inline script a page runs has its hash in the page’s CSP, which allows no eval', async ({
  request,
}) => {
  for (const path of [...SITE_PAGES.slice(0, 8), '/no-such-page', '/hi/jal-mandir']) {
    const response = await request.get(path);
    const csp = response.headers()['content-security-policy'] ?? '';
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(scriptSrc).toContain("'self'");
    expect(csp).not.toContain('unsafe-eval');
    const html = await response.text();
    for (const [, attributes = '', body = ''] of html.matchAll(
      /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
    )) {
      if (/\bsrc=/.test(attributes) || /type="?application\/(ld\+)?json/.test(attributes)) continue;
      const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
      expect([path, scriptSrc]).toEqual([path, expect.arrayContaining([hash])]);
    }
  }
});
