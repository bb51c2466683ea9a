import { randomUUID } from 'node:crypto';
import { buildTestApp, engines, type TestApp } from './helper';
import { addKeeper, PASSWORD, signIn } from './keeper-helper';

const EMAIL = 'owner@example.in';
const wrong = (i: number) => `wrong guess number ${i}`;

/** Status codes of `n` sign-ins sent at once. */
async function together(t: TestApp, n: number, remoteAddress = '203.0.113.5') {
  const responses = await Promise.all(
    Array.from({ length: n }, (_, i) => signIn(t.app, EMAIL, wrong(i), { remoteAddress })),
  );
  return responses;
}

const tally = (codes: number[]) =>
  codes.reduce<Record<number, number>>(
    (all, code) => ({ ...all, [code]: (all[code] ?? 0) + 1 }),
    {},
  );

const redisUrl = process.env.TEST_REDIS_URL;
/** Each engine with failures in memory, and with them in Redis when TEST_REDIS_URL is set. */
const stores = engines().flatMap((engine) => [
  { engine, name: `${engine}, in memory`, env: {} as Record<string, string> },
  ...(redisUrl
    ? [
        {
          engine,
          name: `${engine}, in Redis`,
          env: { REDIS_URL: redisUrl } as Record<string, string>,
        },
      ]
    : []),
]);

describe.each(stores)('sign-in limits under concurrency ($name)', ({ engine, name, env }) => {
  describe('with room for many argon2 checks at once', () => {
    let t: TestApp;
    beforeEach(async () => {
      t = await buildTestApp(engine, {
        ...env,
        ...(env.REDIS_URL ? { REDIS_KEY_PREFIX: `test:${randomUUID()}:` } : {}),
        KEEPER_PASSWORD_CHECKS_AT_ONCE: '64',
      });
      await addKeeper(t.app, EMAIL, 'owner');
    });
    afterEach(async () => t.close());

    it('40 wrong guesses at once check only the free ones: each is counted before its check', async () => {
      const responses = await together(t, 40);
      const codes = responses.map((r) => r.statusCode);
      // A 401 is a password that was checked; a 429 was refused unchecked.
      const checked = codes.filter((c) => c === 401).length;
      console.info(
        `40 concurrent wrong guesses (${name}): ${checked} passwords checked`,
        tally(codes),
      );
      expect(checked).toBe(5);
      expect(codes.filter((c) => c === 429)).toHaveLength(35);
      // The right password, sent now, waits too: the count is per email and address.
      expect(
        (await signIn(t.app, EMAIL, PASSWORD, { remoteAddress: '203.0.113.5' })).statusCode,
      ).toBe(429);
    });

    it('20 guesses from one IPv6 /64, each from its own address, are slowed as one client', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 20; i += 1) {
        const remoteAddress = `2001:db8:1:2::${(i + 1).toString(16)}`;
        codes.push((await signIn(t.app, EMAIL, wrong(i), { remoteAddress })).statusCode);
      }
      expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(codes.slice(5).every((c) => c === 429)).toBe(true);
      // Another /64 has its own count.
      const next = await signIn(t.app, EMAIL, PASSWORD, { remoteAddress: '2001:db8:1:3::1' });
      expect(next.statusCode).toBe(200);
    });

    it('a guesser spread over many addresses meets the account cap; the owner’s known network does not', async () => {
      // The owner signs in once from home.
      expect(
        (await signIn(t.app, EMAIL, PASSWORD, { remoteAddress: '198.51.100.20' })).statusCode,
      ).toBe(200);
      const codes: number[] = [];
      for (let i = 0; i < 30; i += 1) {
        const remoteAddress = `192.0.2.${i + 1}`;
        codes.push((await signIn(t.app, EMAIL, wrong(i), { remoteAddress })).statusCode);
      }
      // 20 guesses a day are free account-wide; the owner's own sign-in was one of them.
      expect(codes.slice(0, 19).every((c) => c === 401)).toBe(true);
      expect(codes.slice(19).every((c) => c === 429)).toBe(true);
      // A new address elsewhere waits; the owner's own network (another host in its /24) does not.
      expect(
        (await signIn(t.app, EMAIL, PASSWORD, { remoteAddress: '100.64.9.9' })).statusCode,
      ).toBe(429);
      expect(
        (await signIn(t.app, EMAIL, PASSWORD, { remoteAddress: '198.51.100.77' })).statusCode,
      ).toBe(200);
    });
  });

  describe('with the default bound on argon2 checks at once', () => {
    let t: TestApp;
    beforeEach(async () => {
      t = await buildTestApp(engine, {
        ...env,
        ...(env.REDIS_URL ? { REDIS_KEY_PREFIX: `test:${randomUUID()}:` } : {}),
      });
      await addKeeper(t.app, EMAIL, 'owner');
    });
    afterEach(async () => t.close());

    it('past the bound a guess is answered 503 with Retry-After, never queued', async () => {
      const limit = t.app.config.keepers.passwordChecksAtOnce;
      // Watches the gate: how many checks ran at once, at most.
      const gate = t.app.keepers.passwordChecks;
      const { tryEnter, release } = gate;
      let running = 0;
      let most = 0;
      // A check at a light test cost may end before the next guess arrives, so
      // the places taken are held until a guess has been refused (or 2 s have
      // passed): the guesses then truly overlap, as slow argon2 runs would.
      let held: (() => void)[] | null = [];
      const letGo = () => {
        const waiting = held ?? [];
        held = null;
        for (const free of waiting) free();
      };
      const fallback = setTimeout(letGo, 2000);
      gate.tryEnter = () => {
        const entered = tryEnter();
        if (entered) most = Math.max(most, (running += 1));
        else letGo();
        return entered;
      };
      gate.release = () => {
        const free = () => {
          running -= 1;
          release();
        };
        if (held) held.push(free);
        else free();
      };
      const responses = await together(t, 40);
      clearTimeout(fallback);
      const codes = responses.map((r) => r.statusCode);
      const checked = codes.filter((c) => c === 401).length;
      console.info(
        `40 concurrent wrong guesses at the bound of ${limit} (${name}): ${checked} passwords checked, at most ${most} at once`,
        tally(codes),
      );
      expect(most).toBeLessThanOrEqual(limit);
      expect(checked).toBeGreaterThan(0);
      expect(checked).toBeLessThanOrEqual(5);
      const busy = responses.filter((r) => r.statusCode === 503);
      expect(busy.length).toBeGreaterThan(0);
      for (const response of busy) {
        expect(response.headers['retry-after']).toBe('1');
        expect(response.json()).toMatchObject({ statusCode: 503, field: 'password' });
      }
      expect(codes.every((c) => [401, 429, 503].includes(c))).toBe(true);
    });
  });
});
