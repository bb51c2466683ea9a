import { buildTestApp, engines, type TestApp } from './helper';
import { addKeeper, keeperHeaders, PASSWORD, SITE, sessionCookie, signIn } from './keeper-helper';
import { FREE_FAILURES } from '../src/keepers/sign-in-throttle';
import { inviteKeeper } from '../src/keepers/invite';
import { secretDigest } from '../src/keepers/secret-token';

describe.each(engines())('keeper sign-in (%s)', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(engine);
  });
  afterEach(async () => t.close());

  it('a set-password link works once, then sign-in sets an HttpOnly SameSite=Strict cookie', async () => {
    const { link } = await addKeeper(t.app, 'Owner@Example.in', 'owner');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/keepers/set-password',
      headers: { origin: SITE },
      payload: { token: link.split('#token=')[1], password: 'another long passphrase here' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ field: 'token' });

    const response = await signIn(t.app, 'owner@example.IN');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      keeper: { email: 'owner@example.in', role: 'owner', hasPassword: true },
      via: 'session',
    });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^pawapuri-keeper=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('spends a link in one conditional update: a second use finds it spent', async () => {
    const { link } = await addKeeperWithoutPassword(t);
    const hash = secretDigest(link.split('#token=')[1] as string);
    const now = t.app.clock();
    expect(await t.app.keepers.store.usePasswordLink(hash, now)).toEqual(expect.any(Number));
    expect(await t.app.keepers.store.usePasswordLink(hash, now)).toBeNull();
  });

  it('an expired link is refused', async () => {
    const { link } = await addKeeperWithoutPassword(t);
    t.setNow('2026-11-23T06:31:00.000Z');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/keepers/set-password',
      headers: { origin: SITE },
      payload: { token: link.split('#token=')[1], password: PASSWORD },
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses short, common and repeated passwords at the field, keeping the link usable', async () => {
    const { link } = await addKeeperWithoutPassword(t);
    const token = link.split('#token=')[1];
    const set = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/keepers/set-password',
        headers: { origin: SITE },
        payload: { token, password },
      });
    expect((await set('short')).json()).toMatchObject({ statusCode: 400, field: 'password' });
    for (const weak of [
      '123456789qwerty',
      'passwordpassword',
      'Password12345678',
      'aaaaaaaaaaaaaaaa',
    ]) {
      const response = await set(weak);
      expect({ weak, status: response.statusCode, field: response.json().field }).toEqual({
        weak,
        status: 400,
        field: 'password',
      });
    }
    expect((await set(PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown email and a wrong password alike', async () => {
    await addKeeper(t.app, 'owner@example.in', 'owner');
    const wrong = await signIn(t.app, 'owner@example.in', 'not the right password');
    const unknown = await signIn(t.app, 'nobody@example.in', 'not the right password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  it('slows repeated failures with a 429, Retry-After and when; other addresses and accounts go on', async () => {
    await addKeeper(t.app, 'owner@example.in', 'owner');
    await addKeeper(t.app, 'analyst@example.in', 'analyst');
    const attacker = { remoteAddress: '203.0.113.9' };
    for (let i = 0; i < FREE_FAILURES; i += 1) {
      expect(
        (await signIn(t.app, 'owner@example.in', 'guess guess guess', attacker)).statusCode,
      ).toBe(401);
    }
    const slowed = await signIn(t.app, 'owner@example.in', PASSWORD, attacker);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    expect(slowed.json().message).toMatch(/try again in 1 second \(at 06:30:01 UTC\)/);

    // The owner, from their own address, and another keeper from the attacker's, are unaffected.
    expect(
      (await signIn(t.app, 'owner@example.in', PASSWORD, { remoteAddress: '198.51.100.4' }))
        .statusCode,
    ).toBe(200);
    expect((await signIn(t.app, 'analyst@example.in', PASSWORD, attacker)).statusCode).toBe(200);

    // Each further failure doubles the wait.
    t.setNow('2026-11-22T06:30:01.000Z');
    expect(
      (await signIn(t.app, 'owner@example.in', 'guess guess guess', attacker)).statusCode,
    ).toBe(401);
    const longer = await signIn(t.app, 'owner@example.in', PASSWORD, attacker);
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('2');
  });

  it('refuses a sign-in from an origin that is not a keeper origin, or with none', async () => {
    await addKeeper(t.app, 'owner@example.in', 'owner');
    const evil = await signIn(t.app, 'owner@example.in', PASSWORD, {
      headers: { origin: 'http://evil.example' },
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json()).toMatchObject({ field: 'origin' });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/keepers/sign-in',
      payload: { email: 'owner@example.in', password: PASSWORD },
    });
    expect(none.statusCode).toBe(403);
  });

  it('gives a new session id at each sign-in and ends the one the browser had', async () => {
    await addKeeper(t.app, 'owner@example.in', 'owner');
    const first = await keeperHeaders(t.app, 'owner@example.in');
    const second = await signIn(t.app, 'owner@example.in', PASSWORD, {
      headers: { cookie: first.cookie },
    });
    const fresh = sessionCookie(second.headers['set-cookie']);
    expect(fresh).not.toBe(first.cookie);
    const me = (cookie: string) =>
      t.app.inject({ url: '/api/keepers/me', headers: { cookie, origin: SITE } });
    expect((await me(String(first.cookie))).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it('refuses unknown fields, overlong and control-character input with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'a@b.in', password: PASSWORD, remember: true }, 'remember'],
      [{ email: 'a\u0007@b.in', password: PASSWORD }, 'email'],
      [{ email: `${'a'.repeat(300)}@b.in`, password: PASSWORD }, 'email'],
      [{ email: 'a@b.in', password: 'x'.repeat(257) }, 'password'],
      [{ email: 'a@b.in', password: `${PASSWORD}\u0000` }, 'password'],
    ];
    for (const [payload, field] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/keepers/sign-in',
        headers: { origin: SITE },
        payload,
      });
      expect({ field, status: response.statusCode, named: response.json().field }).toEqual({
        field,
        status: 400,
        named: field,
      });
    }
  });

  it('answers CORS with credentials to keeper origins only', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/keepers/sign-in',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const keeper = await preflight(SITE);
    expect(keeper.headers['access-control-allow-origin']).toBe(SITE);
    expect(keeper.headers['access-control-allow-credentials']).toBe('true');
    const other = await preflight('http://localhost:3001');
    expect(other.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    expect(other.headers['access-control-allow-credentials']).toBeUndefined();
    const foreign = await preflight('http://evil.example');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('status says whether an account exists, and that keepers may act from this page', async () => {
    const before = await t.app.inject({ url: '/api/keepers/status', headers: { origin: SITE } });
    expect(before.json()).toEqual({
      accountsExist: false,
      standaloneOnly: false,
      keeperSiteUrl: 'http://localhost:3000',
      fromKeeperOrigin: true,
    });
    expect(before.headers.vary).toMatch(/Origin/);
    await addKeeper(t.app, 'owner@example.in', 'owner');
    const after = await t.app.inject({
      url: '/api/keepers/status',
      headers: { referer: 'http://localhost:3003/admin' },
    });
    expect(after.json()).toMatchObject({ accountsExist: true, fromKeeperOrigin: true });
    const elsewhere = await t.app.inject({
      url: '/api/keepers/status',
      headers: { origin: 'http://localhost:3001' },
    });
    expect(elsewhere.json()).toMatchObject({ fromKeeperOrigin: false });
  });
});

async function addKeeperWithoutPassword(t: TestApp) {
  return inviteKeeper(
    t.app.keepers.store,
    { email: 'new@example.in', role: 'analyst' },
    t.app.clock(),
    SITE,
  );
}

describe('the session cookie over https', () => {
  it('is Secure with the __Host- prefix', async () => {
    const t = await buildTestApp('sqlite', { KEEPER_SITE_URL: 'https://keepers.example.in' });
    try {
      await addKeeper(t.app, 'owner@example.in', 'owner');
      const response = await signIn(t.app, 'owner@example.in');
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/^__Host-pawapuri-keeper=/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Domain/i);
    } finally {
      await t.close();
    }
  });
});

describe('keeper work on the standalone visitor remote only', () => {
  const STANDALONE = 'http://localhost:3003';

  it('status names the standalone remote, and the combined site learns keepers may not act there', async () => {
    const t = await buildTestApp('sqlite', { KEEPER_STANDALONE_ONLY: 'true' });
    try {
      const status = (origin: string) =>
        t.app.inject({ url: '/api/keepers/status', headers: { origin } });
      expect((await status(SITE)).json()).toEqual({
        accountsExist: false,
        standaloneOnly: true,
        // KEEPER_SITE_URL (the combined site by default) gives way to the standalone remote.
        keeperSiteUrl: STANDALONE,
        fromKeeperOrigin: false,
      });
      expect((await status(STANDALONE)).json()).toMatchObject({ fromKeeperOrigin: true });
      const refused = await signIn(t.app, 'owner@example.in');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ field: 'origin' });
      // Set-password links lead where the password can be set.
      const invited = await inviteKeeper(
        t.app.keepers.store,
        { email: 'new@example.in', role: 'editor' },
        t.app.clock(),
        t.app.config.keepers.siteUrl,
      );
      expect(invited.link).toMatch(/^http:\/\/localhost:3003\/admin\/set-password#token=/);
    } finally {
      await t.close();
    }
  });

  it('a KEEPER_SITE_URL that is a standalone origin is kept', async () => {
    const t = await buildTestApp('sqlite', {
      KEEPER_STANDALONE_ONLY: 'true',
      KEEPER_STANDALONE_ORIGINS: 'https://visitors.example.in,https://keepers.example.in',
      KEEPER_SITE_URL: 'https://keepers.example.in',
    });
    try {
      const status = await t.app.inject({ url: '/api/keepers/status' });
      expect(status.json()).toMatchObject({
        keeperSiteUrl: 'https://keepers.example.in',
        fromKeeperOrigin: false,
      });
      expect(t.app.config.keepers.secureCookie).toBe(true);
    } finally {
      await t.close();
    }
  });
});
