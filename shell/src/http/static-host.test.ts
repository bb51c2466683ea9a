/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildStaticHost } from './static-host';
import { readStaticHostSettings } from './static-host-settings';

let dir: string;
const started: FastifyInstance[] = [];

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-host-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>remote</title>');
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var remote_a;'.repeat(50));
  writeFileSync(path.join(dir, 'routes.1a2b3c4d.js'), 'export {};');
  writeFileSync(path.join(dir, 'routes.1a2b3c4d.js.map'), '{}');
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(path.join(dir, 'server/ssr.json'), '{"routes":"routes.1a2b3c4d.js"}');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(async () => {
  await Promise.all(started.splice(0).map((app) => app.close()));
});

async function host(env: Record<string, string> = {}) {
  const app = await buildStaticHost(
    readStaticHostSettings({ STATIC_DIR: dir, PORT: '3001', ...env }),
    false,
  );
  started.push(app);
  return app;
}

test("a remote's files with the site's cache headers and CORS; its server build public, its maps not", async () => {
  const app = await host();
  const entry = await app.inject({
    url: '/remoteEntry.js',
    headers: { origin: 'http://localhost:3000' },
  });
  expect(entry.statusCode).toBe(200);
  expect(entry.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=86400');
  expect(entry.headers['access-control-allow-origin']).toBe('*');
  expect(entry.headers['x-content-type-options']).toBe('nosniff');
  expect(entry.headers['cross-origin-resource-policy']).toBe('cross-origin');
  const hashed = await app.inject({ url: '/routes.1a2b3c4d.js' });
  expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await app.inject({ url: '/server/ssr.json' })).statusCode).toBe(200);
  expect((await app.inject({ url: '/routes.1a2b3c4d.js.map' })).statusCode).toBe(404);
  const page = await app.inject({ url: '/analytics' });
  expect(page.body).toContain('<title>remote</title>');
  expect(page.headers['cache-control']).toBe('no-cache');
});

test('a reversed or unsatisfiable range is a 416, a valid one a 206', async () => {
  const app = await host();
  expect(
    (await app.inject({ url: '/remoteEntry.js', headers: { range: 'bytes=100-50' } })).statusCode,
  ).toBe(416);
  expect(
    (await app.inject({ url: '/remoteEntry.js', headers: { range: 'bytes=99999-' } })).statusCode,
  ).toBe(416);
  const part = await app.inject({ url: '/remoteEntry.js', headers: { range: 'bytes=0-3' } });
  expect(part.statusCode).toBe(206);
  expect(part.body).toBe('var ');
});

test('CORS can be narrowed to the site’s origins', async () => {
  const app = await host({ CORS_ORIGINS: 'https://pawapuri.example' });
  const allowed = await app.inject({
    url: '/remoteEntry.js',
    headers: { origin: 'https://pawapuri.example' },
  });
  expect(allowed.headers['access-control-allow-origin']).toBe('https://pawapuri.example');
  expect(allowed.headers.vary).toMatch(/Origin/i);
  const other = await app.inject({
    url: '/remoteEntry.js',
    headers: { origin: 'https://evil.example' },
  });
  expect(other.headers['access-control-allow-origin']).toBeUndefined();
});

test('its settings are checked: a folder is required', () => {
  expect(() => readStaticHostSettings({ PORT: '3001' })).toThrow(/^Invalid setting STATIC_DIR: /);
});

test("the standalone frame's run-time settings: the API's address when API_URL is set, else no file", async () => {
  const none = await host();
  expect((await none.inject({ url: '/site-settings.json' })).statusCode).toBe(404);
  const app = await host({ API_URL: 'http://localhost:8080/' });
  const response = await app.inject({ url: '/site-settings.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toEqual({ apiUrl: 'http://localhost:8080' });
  expect(() =>
    readStaticHostSettings({ STATIC_DIR: dir, PORT: '3001', API_URL: 'localhost:8080' }),
  ).toThrow(/^Invalid setting API_URL: .* is not text matching/);
});
