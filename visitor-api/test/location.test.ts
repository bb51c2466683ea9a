import { addApiKey } from './keeper-helper';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { serverOptions } from '../src/app';
import { buildApp } from '../src/build-app';
import { SettingError } from '@pawapuri/shared/settings';
import { loadConfig } from '../src/common/settings/config';
import { defaultGeoipDatabase } from '../src/common/settings/derived-settings';
import type { LoggerSettings } from '../src/common/privacy/logger-options';
import { buildTestApp, captureLog, engines, track, visit, type TestApp } from './helper';

const TOKEN = 'location-test-token-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };

/**
 * Addresses whose entries were read from the pinned DB-IP City Lite release
 * (visitor-api/package.json): Reliance Jio and ACT Fibernet in India, Bharti
 * Airtel's IPv6, Google's public DNS in the US.
 */
const KNOWN = [
  ['49.36.0.1', 'India', 'Navi Mumbai'],
  ['106.51.0.1', 'India', 'Bengaluru'],
  ['2401:4900::1', 'India', 'Patna'],
  ['8.8.8.8', 'United States', 'Mountain View'],
] as const;

/** Private and reserved addresses, and one (6bone's old block) that is public but not in the database. */
const UNPLACEABLE = [
  '10.1.2.3',
  '192.168.1.1',
  '127.0.0.1',
  '100.64.0.1',
  'fc00::1',
  '::1',
  '3ffe::1',
];

/** A visit the browser sent without a location. */
function unplaced(sessionId: string): Record<string, unknown> {
  const body = visit({ sessionId });
  delete body.country;
  delete body.city;
  return body;
}

/** Country and city stored for a session, read with the admin search. */
async function storedPlace(app: FastifyInstance, sessionId: string) {
  const page = await app.inject({
    method: 'POST',
    url: '/api/visitors/search',
    headers: auth,
    payload: { sessionId },
  });
  const rows = page.json().content as { country: string | null; city: string | null }[];
  expect(rows).toHaveLength(1);
  return { country: rows[0]?.country, city: rows[0]?.city };
}

describe.each(engines())('visit location from the client address on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // The default database (the npm package's files); a proxy on loopback may forward addresses.
    t = await buildTestApp(engine, {
      GEOIP_DATABASE: '',
      TRUST_PROXY: 'loopback',
    });
    await addApiKey(t.app, TOKEN);
  });
  afterAll(async () => t.close());

  it.each(KNOWN)('stores %s as %s, %s', async (address, country, city) => {
    const sessionId = `1732300000000-known-${address}`;
    expect((await track(t.app, unplaced(sessionId), { remoteAddress: address })).statusCode).toBe(
      201,
    );
    expect(await storedPlace(t.app, sessionId)).toEqual({ country, city });
  });

  it('looks up the full forwarded address, then stores it cut to its network', async () => {
    const sessionId = '1732300000000-forwarded';
    const response = await track(t.app, unplaced(sessionId), {
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '106.51.0.1' },
    });
    expect(response.statusCode).toBe(201);
    expect(await storedPlace(t.app, sessionId)).toEqual({ country: 'India', city: 'Bengaluru' });
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/visitors/search',
      headers: auth,
      payload: { sessionId },
    });
    expect(page.json().content[0].ipAddress).toBe('106.51.0.0');
  });

  it('fills a blank country too, and replaces a city sent without a country', async () => {
    const sessionId = '1732300000000-blank';
    await track(t.app, visit({ sessionId, country: '', city: 'Gaya' }), {
      remoteAddress: '8.8.8.8',
    });
    expect(await storedPlace(t.app, sessionId)).toEqual({
      country: 'United States',
      city: 'Mountain View',
    });
  });

  it('keeps a country the browser sent, with or without its city', async () => {
    await track(t.app, visit({ sessionId: '1732300000000-sent', country: 'Nepal', city: '' }), {
      remoteAddress: '49.36.0.1',
    });
    expect(await storedPlace(t.app, '1732300000000-sent')).toEqual({
      country: 'Nepal',
      city: null,
    });
    await track(t.app, visit({ sessionId: '1732300000000-both' }), { remoteAddress: '8.8.8.8' });
    expect(await storedPlace(t.app, '1732300000000-both')).toEqual({
      country: 'India',
      city: 'Patna',
    });
  });

  it.each(UNPLACEABLE)('stores no location for %s', async (address) => {
    const sessionId = `1732300000000-private-${address}`;
    await track(t.app, unplaced(sessionId), { remoteAddress: address });
    expect(await storedPlace(t.app, sessionId)).toEqual({ country: null, city: null });
  });

  it("counts visits it cannot place under the analytics' Unknown", async () => {
    const analytics = (await t.app.inject('/api/visitors/analytics')).json() as {
      visitorsByCountry: [string, number][];
    };
    expect(analytics.visitorsByCountry).toContainEqual(['Unknown', UNPLACEABLE.length]);
  });
});

describe.each(engines())('GEOIP_DATABASE on %s', (engine) => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visitor-api-location-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('"off" stores a visit without a location even from a public address', async () => {
    const t = await buildTestApp(engine, { GEOIP_DATABASE: 'off' });
    try {
      await addApiKey(t.app, TOKEN);
      await track(t.app, unplaced('1732300000000-off'), { remoteAddress: '49.36.0.1' });
      expect(await storedPlace(t.app, '1732300000000-off')).toEqual({ country: null, city: null });
    } finally {
      await t.close();
    }
  });

  it('picks up a replaced file at the next check', async () => {
    const [ipv4File, ipv6File] = defaultGeoipDatabase() as [string, string];
    const file = path.join(dir, 'places.mmdb');
    fs.copyFileSync(ipv4File, file);
    const t = await buildTestApp(engine, { GEOIP_DATABASE: file });
    try {
      await addApiKey(t.app, TOKEN);
      // The IPv4 file places no IPv6 address.
      await track(t.app, unplaced('1732300000000-before'), { remoteAddress: '2401:4900::1' });
      expect(await storedPlace(t.app, '1732300000000-before')).toEqual({
        country: null,
        city: null,
      });

      fs.copyFileSync(ipv6File, `${file}.new`);
      fs.renameSync(`${file}.new`, file);
      // What the once-a-minute check runs.
      expect(await t.app.location.refresh()).toBe('reloaded');
      await track(t.app, unplaced('1732300000000-after'), { remoteAddress: '2401:4900::1' });
      expect(await storedPlace(t.app, '1732300000000-after')).toEqual({
        country: 'India',
        city: 'Patna',
      });
    } finally {
      await t.close();
    }
  });

  it.each([
    ['missing', null],
    ['not a database', 'garbage'],
  ])('stops the app when the file is %s, naming the setting', async (_what, content) => {
    const file = path.join(dir, 'places.mmdb');
    if (content !== null) fs.writeFileSync(file, content);
    const started = buildTestApp(engine, { GEOIP_DATABASE: file });
    await expect(started).rejects.toBeInstanceOf(SettingError);
    await expect(started).rejects.toThrow(`Invalid setting GEOIP_DATABASE: cannot read ${file}`);
  });
});

describe('the location lookup in the log', () => {
  it('never writes the client address, even at trace level', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visitor-api-location-'));
    const config = loadConfig({ DATABASE_PATH: path.join(dir, 'v.db'), LOG_LEVEL: 'trace' });
    const log = captureLog();
    const logger = { ...(serverOptions(config).logger as LoggerSettings), stream: log.stream };
    const app = await buildApp({ config }, { logger });
    try {
      const response = await track(app, unplaced('1732300000000-log'), {
        remoteAddress: '106.51.0.77',
      });
      expect(response.statusCode).toBe(201);
      expect(app.location.locate('106.51.0.77').country).toBe('India');
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(log.text()).toContain('location database ready');
    expect(log.text()).not.toContain('106.51');
  });
});

describe('server start-up', () => {
  it('stops with a one-line error naming GEOIP_DATABASE when the file is missing', async () => {
    const root = path.resolve(__dirname, '..');
    const missing = path.join(os.tmpdir(), 'visitor-api-no-such-location.mmdb');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        GEOIP_DATABASE: missing,
        DATABASE_PATH: ':memory:',
        DATABASE_URL: '',
        PORT: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // A server that starts anyway is stopped, and the test fails on its exit code.
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Server listening')) child.kill();
    });
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    expect(code).toBe(1);
    expect(stderr).toMatch(`Invalid setting GEOIP_DATABASE: cannot read ${missing}`);
  });
});
