import { addApiKey } from './keeper-helper';
import { loadConfig } from '../src/common/settings/config';
import { buildTestApp, engines, track, visit, type TestApp } from './helper';

const TOKEN = 'rate-limit-test-token-0123';

describe.each(engines())('rate limits on %s', (engine) => {
  it("stores a carrier's crowd behind one IPv4 address with the default limit", async () => {
    const t = await buildTestApp(engine);
    try {
      expect(loadConfig({}).rateLimit.trackPerMinute).toBe(6000);
      const codes: number[] = [];
      // 1,000 visits in a minute from one carrier-grade NAT address.
      for (let batch = 0; batch < 10; batch += 1) {
        const answers = await Promise.all(
          Array.from({ length: 100 }, () => track(t.app, visit(), { remoteAddress: '49.36.1.1' })),
        );
        codes.push(...answers.map((answer) => answer.statusCode));
      }
      expect(codes.filter((code) => code !== 201)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  describe('per-client limits', () => {
    let t: TestApp;
    beforeEach(async () => {
      t = await buildTestApp(engine, { RATE_LIMIT_TRACK_PER_MINUTE: '3' });
    });
    afterEach(async () => t.close());

    const statuses = async (addresses: string[]) => {
      const codes: number[] = [];
      for (const remoteAddress of addresses) {
        codes.push((await track(t.app, visit(), { remoteAddress })).statusCode);
      }
      return codes;
    };

    it('counts one IPv6 /64 as one client, and each /64 apart', async () => {
      expect(
        await statuses([
          '2001:db8:1:2::1',
          '2001:db8:1:2:aaaa::7',
          '2001:db8:1:2:ffff:ffff:ffff:ffff',
          '2001:db8:1:2::99',
          '2001:db8:1:3::1',
        ]),
      ).toEqual([201, 201, 201, 429, 201]);
    });

    it('counts an IPv4 address the same written plain or IPv4-mapped', async () => {
      expect(
        await statuses([
          '198.51.100.4',
          '::ffff:198.51.100.4',
          '198.51.100.4',
          '::ffff:198.51.100.4',
        ]),
      ).toEqual([201, 201, 201, 429]);
    });

    it('states the window and when to retry in the 429', async () => {
      await statuses(['203.0.113.3', '203.0.113.3', '203.0.113.3']);
      const refused = await track(t.app, visit(), { remoteAddress: '203.0.113.3' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      expect(refused.json().message).toMatch(
        /^Rate limit exceeded: 3 requests per 1 minute; retry in \d+ seconds?$/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('export and failed admin authentication', () => {
    let t: TestApp;
    beforeEach(async () => {
      t = await buildTestApp(engine, {
        RATE_LIMIT_EXPORT_PER_MINUTE: '2',
        ADMIN_AUTH_FAILURES_PER_HOUR: '3',
      });
      await addApiKey(t.app, TOKEN);
    });
    afterEach(async () => t.close());

    const exportCsv = (remoteAddress: string, token: string) =>
      t.app.inject({
        url: '/api/visitors/export?format=csv',
        remoteAddress,
        headers: { authorization: `Bearer ${token}` },
      });

    it("counts only authenticated exports, so a neighbour's failures leave the admin's quota", async () => {
      const neighbour = [];
      for (let i = 0; i < 3; i += 1)
        neighbour.push((await exportCsv('198.51.100.8', 'wrong-token-guess')).statusCode);
      expect(neighbour).toEqual([401, 401, 401]);
      const admin = [];
      for (let i = 0; i < 3; i += 1)
        admin.push((await exportCsv('198.51.100.9', TOKEN)).statusCode);
      expect(admin).toEqual([200, 200, 429]);
    });

    it('locks an address out after its failed attempts, right token or not', async () => {
      const codes = [];
      for (let i = 0; i < 4; i += 1)
        codes.push((await exportCsv('203.0.113.66', `guess-${i}`)).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
      const locked = await exportCsv('203.0.113.66', TOKEN);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ statusCode: 429, field: 'authorization' });
      expect(locked.json().message).toMatch(
        /^Too many failed authentications from this address: 3 per 1 hour; retry in \d+ (seconds|minutes)$/,
      );
      // Search shares the lock-out; another address is not affected.
      const search = await t.app.inject({
        method: 'POST',
        url: '/api/visitors/search',
        remoteAddress: '203.0.113.66',
        headers: { authorization: `Bearer ${TOKEN}` },
        payload: {},
      });
      expect(search.statusCode).toBe(429);
      expect((await exportCsv('203.0.113.67', TOKEN)).statusCode).toBe(200);
    });
  });
});

describe('global ceiling', () => {
  it('sheds requests past the per-second ceiling with a 503, but never /health', async () => {
    const t = await buildTestApp('sqlite', { RATE_LIMIT_GLOBAL_PER_SECOND: '3' });
    try {
      // 30 clients at once: far more than 3 a second, however the seconds fall.
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          track(t.app, visit(), { remoteAddress: `198.51.100.${i + 1}` }),
        ),
      );
      const shed = answers.filter((answer) => answer.statusCode === 503);
      expect(shed.length).toBeGreaterThan(0);
      expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 503)).toBe(true);
      expect(shed[0]?.json()).toMatchObject({
        statusCode: 503,
        error: 'Service Unavailable',
        message: expect.stringMatching(/ceiling of 3 requests per second; retry in 1 second/),
      });
      expect(shed[0]?.headers['retry-after']).toBe('1');
      const health = await Promise.all(Array.from({ length: 5 }, () => t.app.inject('/health')));
      expect(health.map((h) => h.statusCode)).toEqual([200, 200, 200, 200, 200]);
    } finally {
      await t.close();
    }
  });
});
