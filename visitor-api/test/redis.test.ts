import { addApiKey } from './keeper-helper';
import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  buildTestApp,
  engines,
  storedCount,
  track,
  visit,
  type EngineName,
  type TestApp,
} from './helper';

const redisUrl = process.env.TEST_REDIS_URL;

function redisEngines() {
  if (!redisUrl) {
    console.info(
      'visitor-api: TEST_REDIS_URL is not set, so the shared-Redis tests are SKIPPED (only start-up checks run).',
    );
    return [];
  }
  return engines();
}

/** A TCP relay to Redis that a test can cut (Redis down) or freeze (Redis hanging). */
async function relay(target: URL) {
  const sockets = new Set<net.Socket>();
  let frozen = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.on('data', (chunk) => {
        if (!frozen) to.write(chunk);
      });
      from.on('error', () => to.destroy());
      from.on('close', () => to.destroy());
    }
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    freeze() {
      frozen = true;
    },
    cut() {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}

async function health(t: TestApp) {
  return (await t.app.inject('/health')).json() as { dropped: Record<string, number> };
}

describe('REDIS_URL at start-up', () => {
  it('refuses to start when Redis does not answer', async () => {
    const closed = net.createServer();
    await new Promise<void>((ready) => closed.listen(0, '127.0.0.1', ready));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((done) => closed.close(done));
    await expect(
      buildTestApp('sqlite', { REDIS_URL: `redis://127.0.0.1:${port}` }),
    ).rejects.toThrow(/REDIS_URL is set but Redis does not answer/);
  });
});

// Jest refuses an empty `.each` table: without Redis the block is simply not declared.
const describeEachRedisEngine = (name: string, body: (engine: EngineName) => void) => {
  const cases = redisEngines();
  if (cases.length > 0) describe.each(cases)(name, body);
};

describeEachRedisEngine('several instances sharing Redis, on %s', (engine) => {
  const prefix = `pawapuri-test:${randomUUID()}:`;
  let admin: Redis;
  beforeAll(() => {
    admin = new Redis(redisUrl ?? '');
  });
  afterAll(async () => {
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length > 0) await admin.del(...keys);
    admin.disconnect();
  });

  describe('two instances', () => {
    let a: TestApp;
    let b: TestApp;
    beforeEach(async () => {
      const env = {
        REDIS_URL: redisUrl ?? '',
        REDIS_KEY_PREFIX: `${prefix}${randomUUID()}:`,
        RATE_LIMIT_TRACK_PER_MINUTE: '10',
        ADMIN_AUTH_FAILURES_PER_HOUR: '3',
      };
      a = await buildTestApp(engine, env);
      b = await buildTestApp(engine, env);
      await addApiKey(a.app, 'shared-redis-test-token-01');
      await addApiKey(b.app, 'shared-redis-test-token-01');
    });
    afterEach(async () => {
      await a.close();
      await b.close();
    });

    it('hold a client spread over both to one shared limit', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 20; i += 1) {
        const instance = i % 2 === 0 ? a : b;
        codes.push((await track(instance.app, visit(), { remoteAddress: '49.36.2.2' })).statusCode);
      }
      expect(codes.filter((code) => code === 201)).toHaveLength(10);
      expect(codes.slice(10)).toEqual(Array.from({ length: 10 }, () => 429));
      const stored = async (t: TestApp) => {
        const page = await t.app.inject({
          method: 'POST',
          url: '/api/visitors/search',
          headers: { authorization: 'Bearer shared-redis-test-token-01' },
          payload: {},
        });
        return (page.json() as { totalElements: number }).totalElements;
      };
      expect((await stored(a)) + (await stored(b))).toBe(10);
    });

    it('share the failed admin authentications of a client', async () => {
      const attempt = (t: TestApp, token: string) =>
        t.app.inject({
          url: '/api/visitors/export?format=csv',
          remoteAddress: '203.0.113.77',
          headers: { authorization: `Bearer ${token}` },
        });
      const codes = [
        (await attempt(a, 'guess-1')).statusCode,
        (await attempt(b, 'guess-2')).statusCode,
        (await attempt(a, 'guess-3')).statusCode,
        (await attempt(b, 'shared-redis-test-token-01')).statusCode,
      ];
      expect(codes).toEqual([401, 401, 401, 429]);
    });

    it('add up the dropped visits of both in /health', async () => {
      const bot = { headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } };
      for (let i = 0; i < 3; i += 1)
        expect((await track(a.app, visit(), bot)).statusCode).toBe(202);
      for (let i = 0; i < 2; i += 1)
        expect((await track(b.app, visit(), bot)).statusCode).toBe(202);
      expect((await track(b.app, visit(), { headers: { dnt: '1' } })).statusCode).toBe(202);
      const expected = { bot: 5, doNotTrack: 1, globalPrivacyControl: 0 };
      expect((await health(a)).dropped).toEqual(expected);
      expect((await health(b)).dropped).toEqual(expected);
    });
  });

  describe('when Redis goes away at run time', () => {
    it('keeps storing visits (fail open), and /health shows this instance alone', async () => {
      const link = await relay(new URL(redisUrl ?? ''));
      const t = await buildTestApp(engine, {
        REDIS_URL: link.url,
        REDIS_KEY_PREFIX: `${prefix}${randomUUID()}:`,
        RATE_LIMIT_TRACK_PER_MINUTE: '4',
      });
      try {
        // The bot's visit counts towards the limit too: 1 + 3 = 4.
        const bot = { headers: { 'user-agent': 'Googlebot/2.1' } };
        expect((await track(t.app, visit(), bot)).statusCode).toBe(202);
        for (let i = 0; i < 3; i += 1) expect((await track(t.app, visit())).statusCode).toBe(201);
        expect((await track(t.app, visit())).statusCode).toBe(429);
        link.cut();
        const codes: number[] = [];
        for (let i = 0; i < 5; i += 1) codes.push((await track(t.app, visit())).statusCode);
        expect(codes).toEqual([201, 201, 201, 201, 201]);
        expect((await track(t.app, visit(), bot)).statusCode).toBe(202);
        const answer = await t.app.inject('/health');
        expect(answer.statusCode).toBe(200);
        expect(answer.json().dropped).toEqual({ bot: 2, doNotTrack: 0, globalPrivacyControl: 0 });
        expect(await storedCount(t.app)).toBe(8);
      } finally {
        link.cut();
        await t.close();
      }
    });

    it('keeps storing visits when Redis hangs, after its command timeout', async () => {
      const link = await relay(new URL(redisUrl ?? ''));
      const t = await buildTestApp(engine, {
        REDIS_URL: link.url,
        REDIS_KEY_PREFIX: `${prefix}${randomUUID()}:`,
      });
      try {
        expect((await track(t.app, visit())).statusCode).toBe(201);
        link.freeze();
        const codes = await Promise.all(Array.from({ length: 5 }, () => track(t.app, visit())));
        expect(codes.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
        expect(await storedCount(t.app)).toBe(6);
      } finally {
        link.cut();
        await t.close();
      }
    });
  });
});
