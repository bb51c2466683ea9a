import { randomBytes } from 'node:crypto';
import { buildTestApp, engines, type TestApp } from './helper';
import { addKeeper, keeperHeaders, SITE } from './keeper-helper';

const redisUrl = process.env.TEST_REDIS_URL;

/** Each engine with sessions in the database, and (with TEST_REDIS_URL) in Redis. */
function stores(): [string, Record<string, string>][] {
  const list: [string, Record<string, string>][] = engines().map((engine) => [engine, {}]);
  if (!redisUrl) {
    console.info('visitor-api: TEST_REDIS_URL is not set, so sessions in Redis are NOT tested.');
    return list;
  }
  const prefix = `test-${randomBytes(6).toString('hex')}:`;
  return [...list, ['sqlite+redis', { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix }]];
}

describe.each(stores())('keeper sessions (%s)', (name, env) => {
  let t: TestApp;
  const engine = name.startsWith('postgres') ? 'postgres' : 'sqlite';
  beforeEach(async () => {
    t = await buildTestApp(engine, env);
    await addKeeper(t.app, 'owner@example.in', 'owner');
  });
  afterEach(async () => t.close());

  const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/keepers/me', headers });

  it('ends after 12 hours unused, and not while in use', async () => {
    const headers = await keeperHeaders(t.app, 'owner@example.in');
    t.setNow('2026-11-22T18:00:00.000Z'); // 11.5 hours later
    expect((await me(headers)).statusCode).toBe(200);
    t.setNow('2026-11-23T05:59:00.000Z'); // 11 h 59 min after that use
    expect((await me(headers)).statusCode).toBe(200);
    t.setNow('2026-11-23T18:00:00.000Z'); // 12 h 1 min unused
    expect((await me(headers)).statusCode).toBe(401);
  });

  it('ends 30 days after sign-in however active', async () => {
    const headers = await keeperHeaders(t.app, 'owner@example.in');
    // Used every 11 hours: never idle long enough to end that way.
    const start = Date.parse('2026-11-22T06:30:00.000Z');
    for (let at = start + 11 * 3_600_000; at < start + 30 * 86_400_000; at += 11 * 3_600_000) {
      t.setNow(new Date(at).toISOString());
      expect((await me(headers)).statusCode).toBe(200);
    }
    t.setNow('2026-12-22T06:30:00.000Z');
    expect((await me(headers)).statusCode).toBe(401);
  });

  it('signs out one browser, or every browser of the keeper', async () => {
    const one = await keeperHeaders(t.app, 'owner@example.in');
    const two = await keeperHeaders(t.app, 'owner@example.in');
    const three = await keeperHeaders(t.app, 'owner@example.in');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/keepers/sign-out',
      headers: one,
      payload: {},
    });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expect((await me(one)).statusCode).toBe(401);
    expect((await me(two)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/keepers/sign-out-everywhere',
      headers: two,
      payload: {},
    });
    expect((await me(two)).statusCode).toBe(401);
    expect((await me(three)).statusCode).toBe(401);
  });

  it('a disabled account is signed out at once', async () => {
    await addKeeper(t.app, 'second@example.in', 'owner');
    const owner = await keeperHeaders(t.app, 'owner@example.in');
    const second = await keeperHeaders(t.app, 'second@example.in');
    const accounts = (await t.app.inject({ url: '/api/keepers/accounts', headers: owner })).json();
    const id = accounts.accounts.find((a: { email: string }) => a.email === 'second@example.in').id;
    const disabled = await t.app.inject({
      method: 'POST',
      url: `/api/keepers/accounts/${id}/disable`,
      headers: owner,
      payload: {},
    });
    expect(disabled.statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(401);
  });

  it('refuses a made-up session id', async () => {
    const headers = { cookie: `pawapuri-keeper=${'A'.repeat(43)}`, origin: SITE };
    expect((await me(headers)).statusCode).toBe(401);
  });
});
