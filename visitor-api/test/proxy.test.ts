import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/build-app';
import { SettingError } from '@pawapuri/shared/settings';
import { loadConfig } from '../src/common/settings/config';
import { buildTestApp, engines, track, visit, type TestApp } from './helper';
import { addApiKey } from './keeper-helper';

const TOKEN = 'proxy-test-token-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };

function configError(env: Record<string, string>): SettingError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof SettingError) return error;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

/** The ipAddress stored for each visit, newest first, read with the admin token. */
async function storedAddresses(app: FastifyInstance): Promise<string[]> {
  const page = await app.inject({
    method: 'POST',
    url: '/api/visitors/search',
    headers: auth,
    payload: { size: 100, sortBy: 'id', sortDirection: 'ASC' },
  });
  return (page.json().content as { ipAddress: string }[]).map((row) => row.ipAddress);
}

describe('TRUST_PROXY setting', () => {
  it('refuses a blanket "true", saying what to give instead', () => {
    for (const value of ['true', 'yes', 'on']) {
      const error = configError({ TRUST_PROXY: value });
      expect(error.variable).toBe('TRUST_PROXY');
      expect(error.message).toMatch(/any X-Forwarded-For/);
      expect(error.message).toMatch(/number of proxies/);
    }
  });

  it('takes a hop count or a list of addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({
      kind: 'hops',
      hops: 1,
    });
    expect(
      loadConfig({
        TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,2001:db8::/32,loopback',
      }).trustProxy,
    ).toEqual({
      kind: 'addresses',
      addresses: ['10.0.0.5', '10.1.0.0/16', '2001:db8::/32', 'loopback'],
    });
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual({ kind: 'none' });
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toEqual({ kind: 'none' });
    for (const bad of ['10.0.0.0/33', '127.evil', '10.0.0.1/8/8', 'proxy.example', '11']) {
      expect(configError({ TRUST_PROXY: bad }).variable).toBe('TRUST_PROXY');
    }
  });

  it('accepts a trusted proxy: keepers sign in instead', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ kind: 'hops', hops: 1 });
  });
});

describe('start-up warning', () => {
  async function warnings(env: Record<string, string>): Promise<string[]> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visitor-api-proxy-'));
    const lines: string[] = [];
    const app = await buildApp(
      { config: loadConfig({ DATABASE_PATH: path.join(dir, 'v.db'), ...env }) },
      { logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } },
    );
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
    return lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
  }

  it('says nothing on a plain start', async () => {
    expect(await warnings({})).toEqual([]);
  });
});

describe.each(engines())('admin access and client address on %s', (engine) => {
  describe('before any keeper account exists', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(engine);
    });
    afterAll(async () => t.close());

    const exportCsv = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        url: '/api/visitors/export?format=csv',
        remoteAddress,
        headers,
      });

    it('answers a real loopback peer, in every form', async () => {
      for (const address of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1']) {
        expect({ address, status: (await exportCsv(address)).statusCode }).toEqual({
          address,
          status: 200,
        });
      }
    });

    it('refuses addresses that only look like loopback as text', async () => {
      for (const address of ['127.evil', '127.0.0.1.example', '::ffff:127.evil']) {
        const response = await exportCsv(address);
        expect({ address, status: response.statusCode }).toEqual({ address, status: 403 });
      }
    });

    it('refuses relayed requests, whatever the forwarded address says', async () => {
      const relayed: Record<string, string>[] = [
        { 'x-forwarded-for': '127.0.0.1, 198.51.100.7' },
        { 'x-forwarded-for': '127.evil, 203.0.113.5' },
        { forwarded: 'for=127.0.0.1' },
        { 'x-real-ip': '127.0.0.1' },
      ];
      for (const headers of relayed) {
        const response = await exportCsv('127.0.0.1', headers);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
      }
    });

    it('refuses a Host that does not name this machine (DNS rebinding) and cross-site browser calls', async () => {
      const refused: Record<string, string>[] = [
        { host: 'rebind.attacker.example' },
        { host: 'rebind.attacker.example:3001' },
        { host: '127.0.0.1.nip.io' },
        { host: 'localhost:3001', 'sec-fetch-site': 'cross-site' },
      ];
      for (const headers of refused) {
        const response = await exportCsv('127.0.0.1', headers);
        expect({ headers, status: response.statusCode }).toEqual({ headers, status: 403 });
      }
      const accepted: Record<string, string>[] = [
        { host: 'localhost:3001' },
        { host: '127.0.0.1:3001' },
        { host: '[::1]:3001' },
        { host: 'localhost:3001', 'sec-fetch-site': 'same-origin' },
        { host: 'localhost:3001', 'sec-fetch-site': 'none' },
      ];
      // Each from its own loopback address: the export limit counts per address.
      for (const [index, headers] of accepted.entries()) {
        const response = await exportCsv(`127.0.1.${index + 1}`, headers);
        expect({ headers, status: response.statusCode }).toEqual({ headers, status: 200 });
      }
    });
  });

  describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
    let t: TestApp;
    beforeEach(async () => {
      t = await buildTestApp(engine, { TRUST_PROXY: '1' });
      await addApiKey(t.app, TOKEN);
    });
    afterEach(async () => t.close());

    it('needs the token even for a forwarded loopback address', async () => {
      const response = await t.app.inject({
        url: '/api/visitors/export?format=csv',
        headers: { 'x-forwarded-for': '127.0.0.1, 127.0.0.1' },
      });
      expect(response.statusCode).toBe(401);
    });

    it('stores the forwarded address when it is one, else the socket peer', async () => {
      const forwarded = (value: string) =>
        track(t.app, visit(), { remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': value } });
      expect((await forwarded('198.51.100.7, 203.0.113.9')).statusCode).toBe(201);
      expect((await track(t.app, visit(), { remoteAddress: '203.0.113.9' })).statusCode).toBe(201);
      for (const junk of ['x'.repeat(8000), '127.evil', '203.0.113.9:443', 'unknown', '']) {
        expect((await forwarded(junk)).statusCode).toBe(201);
      }
      expect((await track(t.app, visit(), { remoteAddress: '10.0.0.5' })).statusCode).toBe(201);
      const [viaProxy, direct, ...rest] = await storedAddresses(t.app);
      // Compared with visits made without the header, so the test holds whatever
      // form the address is stored in.
      expect(viaProxy).toBe(direct);
      const peer = rest.at(-1);
      expect(peer).not.toBe(direct);
      expect(rest).toEqual(Array.from({ length: 6 }, () => peer));
    });
  });

  describe('behind proxies at known addresses (TRUST_PROXY=10.0.0.5)', () => {
    let t: TestApp;
    beforeEach(async () => {
      t = await buildTestApp(engine, {
        TRUST_PROXY: '10.0.0.5',
        RATE_LIMIT_TRACK_PER_MINUTE: '5',
      });
      await addApiKey(t.app, TOKEN);
    });
    afterEach(async () => t.close());

    it('believes X-Forwarded-For only from the proxy', async () => {
      const headers = { 'x-forwarded-for': '203.0.113.1' };
      await track(t.app, visit(), { remoteAddress: '10.0.0.5', headers });
      await track(t.app, visit(), { remoteAddress: '198.51.100.7', headers });
      await track(t.app, visit(), { remoteAddress: '203.0.113.1' });
      await track(t.app, visit(), { remoteAddress: '198.51.100.7' });
      const [fromProxy, direct, client, other] = await storedAddresses(t.app);
      expect(fromProxy).toBe(client);
      expect(direct).toBe(other);
      expect(direct).not.toBe(client);
    });

    it('keeps a direct client rotating X-Forwarded-For under one limit', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 20; i += 1) {
        const response = await track(t.app, visit(), {
          remoteAddress: '198.51.100.7',
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        });
        codes.push(response.statusCode);
      }
      expect(codes.filter((code) => code === 201)).toHaveLength(5);
      expect(codes.filter((code) => code === 429)).toHaveLength(15);
    });
  });
});

describe.each(engines())('behind a trusted proxy on %s', (engine) => {
  it('no request counts as from this machine: keeper calls need a keeper', async () => {
    const t = await buildTestApp(engine, { TRUST_PROXY: '1' });
    try {
      for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1, 127.0.0.1' }]) {
        const response = await t.app.inject({ url: '/api/visitors/export?format=csv', headers });
        expect(response.statusCode).toBe(401);
      }
    } finally {
      await t.close();
    }
  });
});
