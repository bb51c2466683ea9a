/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FORWARDED_BODY_LIMIT_BYTES, forwardablePath } from './api-forwarder';
import { buildService } from './app';
import type { PageRenderer } from './render-library';
import { readSettings, SettingError } from './settings';
import { rawStatusLine } from '@pawapuri/shared/testing/raw-status-line';

/** What the stand-in API was sent. */
interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const TEMPLATE = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const renderer: PageRenderer = {
  render: async () => ({ status: 200, html: TEMPLATE }),
  searchFiles: () => ({ sitemap: '<urlset/>', robots: '' }),
};

let dist: string;
let api: Server;
let apiOrigin: string;
const received: Received[] = [];

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'shell-forwarder-'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  api = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (req.url?.startsWith('/api/content/calendar.ics')) {
        res.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' });
        res.end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
        return;
      }
      res.writeHead(req.url === '/api/keepers/sign-in' ? 429 : 200, {
        'Content-Type': 'application/json',
        'Set-Cookie': 'pawapuri-keeper=abc; Path=/; HttpOnly; SameSite=Strict',
        'Retry-After': '30',
        'Keep-Alive': 'timeout=5',
        'X-From-Api': 'yes',
      });
      res.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(() => {
  api.close();
  rmSync(dist, { recursive: true, force: true });
});

const started: FastifyInstance[] = [];
afterEach(async () => {
  received.length = 0;
  await Promise.all(started.splice(0).map((app) => app.close()));
});

async function service(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const settings = readSettings({ PORT: '3999', API_UPSTREAM: apiOrigin, ...env }, '/unused');
  const remotesText = '{}';
  const app = await buildService({
    settings,
    distDir: dist,
    renderer,
    remotes: { current: () => ({ text: remotesText, origins: [] }) },
    scriptHashes: [],
    logger: false,
  });
  started.push(app);
  return app;
}

const HOST = { host: 'localhost:3999' };

describe('API_UPSTREAM', () => {
  test('is an http(s) origin, checked at start', () => {
    for (const value of ['ftp://127.0.0.1:8080', 'http://127.0.0.1:8080/api', 'localhost:8080']) {
      expect(() => readSettings({ API_UPSTREAM: value }, '/unused')).toThrow(SettingError);
    }
    expect(readSettings({ API_UPSTREAM: 'http://127.0.0.1:8080/' }, '/unused')).toMatchObject({
      apiUpstream: 'http://127.0.0.1:8080',
      contentUrl: 'http://127.0.0.1:8080/api/content',
    });
  });

  test('empty: nothing is forwarded (in production nginx answers /api/)', async () => {
    const app = await service({ API_UPSTREAM: '' });
    const response = await app.inject({ url: '/api/content', headers: HOST });
    expect(received).toEqual([]);
    expect(response.headers['content-type']).not.toMatch(/json/);
  });
});

describe('/api/ on the site’s origin reaches the API', () => {
  test('a calendar file is answered as the API answers it, its query kept', async () => {
    const app = await service();
    const response = await app.inject({ url: '/api/content/calendar.ics?lang=hi', headers: HOST });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.body).toContain('BEGIN:VCALENDAR');
    expect(received[0]).toMatchObject({ method: 'GET', url: '/api/content/calendar.ics?lang=hi' });
  });

  test('a sign-in carries its body, cookie and Origin; the answer its status, cookie and Retry-After', async () => {
    const app = await service();
    const response = await app.inject({
      method: 'POST',
      url: '/api/keepers/sign-in',
      headers: {
        ...HOST,
        origin: 'http://localhost:3999',
        cookie: 'pawapuri-keeper=old',
        'content-type': 'application/json',
      },
      payload: '{"email":"a@example.com","password":"x"}',
    });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.headers['set-cookie']).toContain('SameSite=Strict');
    expect(response.headers['x-from-api']).toBe('yes');
    // Hop-by-hop headers are the connection's own, not passed on.
    expect(response.headers['keep-alive']).toBeUndefined();
    expect(received[0]?.body).toBe('{"email":"a@example.com","password":"x"}');
    expect(received[0]?.headers).toMatchObject({
      origin: 'http://localhost:3999',
      cookie: 'pawapuri-keeper=old',
      'content-type': 'application/json',
      host: new URL(apiOrigin).host,
    });
  });
});

describe('what a client says about its way here is not passed on as trusted', () => {
  test('X-Forwarded-For is replaced by the address this server saw; Forwarded and the like are dropped', async () => {
    const app = await service();
    await app.inject({
      url: '/api/visitors/statistics',
      remoteAddress: '203.0.113.7',
      headers: {
        ...HOST,
        'x-forwarded-for': '198.51.100.1, 10.0.0.1',
        forwarded: 'for=198.51.100.1',
        'x-real-ip': '198.51.100.1',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
    });
    const headers: IncomingHttpHeaders = received[0]?.headers ?? {};
    expect(headers['x-forwarded-for']).toBe('203.0.113.7');
    for (const name of ['forwarded', 'x-real-ip', 'x-forwarded-host', 'x-forwarded-proto']) {
      expect(headers[name]).toBeUndefined();
    }
  });

  test('hop-by-hop headers, and those the client lists in Connection, stop here', async () => {
    const app = await service();
    await app.inject({
      url: '/api/visitors/statistics',
      headers: {
        ...HOST,
        connection: 'keep-alive, x-secret',
        'x-secret': 'strip me',
        'keep-alive': 'timeout=100',
        'proxy-connection': 'keep-alive',
      },
    });
    const headers: IncomingHttpHeaders = received[0]?.headers ?? {};
    expect(headers['x-secret']).toBeUndefined();
    expect(headers['proxy-connection']).toBeUndefined();
    expect(headers['keep-alive']).toBeUndefined();
  });
});

describe('only the API’s own paths are forwarded', () => {
  test.each([
    '/api/../remotes.json',
    '/api/%2e%2e/health',
    '/api/..%2fhealth',
    '/api/%2E%2E%2F%2E%2E%2Fetc/passwd',
    '/api/content/..\\..\\health',
    '/api/./content',
    '/api/%zz',
  ])('%s, sent as written, is refused before the API is asked', async (url) => {
    const app = await service();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const statusLine = await rawStatusLine(
      port,
      `GET ${url} HTTP/1.1\r\nHost: localhost:3999\r\n\r\n`,
    );
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(received).toEqual([]);
  });

  test('paths that only look alike are fine', () => {
    expect(forwardablePath('/api/content/calendar/diwali...ics?x=../y')).toBe(true);
    expect(forwardablePath('/apix/content')).toBe(false);
  });
});

describe('limits', () => {
  test('a body over the API’s largest limit is 413 and never reaches it', async () => {
    const app = await service();
    const response = await app.inject({
      method: 'PUT',
      url: '/api/keepers/content/draft',
      headers: { ...HOST, 'content-type': 'application/json' },
      payload: 'x'.repeat(FORWARDED_BODY_LIMIT_BYTES + 1),
    });
    expect(response.statusCode).toBe(413);
    expect(received).toEqual([]);
  });

  test('an API that cannot be reached is a 503 in JSON with Retry-After, not a hang', async () => {
    const app = await service({ API_UPSTREAM: 'http://127.0.0.1:9' });
    const response = await app.inject({ url: '/api/keepers/me', headers: HOST });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ statusCode: 503 });
  });

  test('a foreign Host is refused before anything is forwarded', async () => {
    const app = await service();
    const response = await app.inject({
      url: '/api/keepers/me',
      headers: { host: 'evil.example' },
    });
    expect(response.statusCode).toBe(421);
    expect(received).toEqual([]);
  });
});
