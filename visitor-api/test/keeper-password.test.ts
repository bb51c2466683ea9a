import { buildTestApp, engines, type TestApp } from './helper';
import { addKeeper, keeperHeaders, PASSWORD, SITE, signIn } from './keeper-helper';
import { FREE_FAILURES } from '../src/keepers/sign-in-throttle';

const NEW_PASSWORD = 'lotus pond at the evening aarti';

describe.each(engines())('a keeper changes their own password (%s)', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(engine);
    await addKeeper(t.app, 'editor@example.in', 'editor');
  });
  afterEach(async () => t.close());

  const change = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/keepers/password', headers, payload });

  it('with the current password: 204, every session ends, only the new password signs in, audited', async () => {
    const here = await keeperHeaders(t.app, 'editor@example.in');
    const elsewhere = await keeperHeaders(t.app, 'editor@example.in');
    const response = await change(here, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(204);
    // This session's cookie is cleared, and no session of the account is left.
    expect(String(response.headers['set-cookie'])).toMatch(/^pawapuri-keeper=;.*Max-Age=0/);
    for (const headers of [here, elsewhere]) {
      expect((await t.app.inject({ url: '/api/keepers/me', headers })).statusCode).toBe(401);
    }
    expect((await signIn(t.app, 'editor@example.in', PASSWORD)).statusCode).toBe(401);
    expect((await signIn(t.app, 'editor@example.in', NEW_PASSWORD)).statusCode).toBe(200);

    await addKeeper(t.app, 'owner@example.in', 'owner');
    const owner = await keeperHeaders(t.app, 'owner@example.in');
    const log = (
      await t.app.inject({ url: '/api/keepers/audit?action=password-changed', headers: owner })
    ).json();
    expect(log.content).toEqual([
      expect.objectContaining({
        action: 'password-changed',
        actor: 'editor@example.in',
        via: 'session',
      }),
    ]);
  });

  it('a wrong current password is named at its field, and nothing changes', async () => {
    const headers = await keeperHeaders(t.app, 'editor@example.in');
    const response = await change(headers, {
      currentPassword: 'not my password at all',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'currentPassword' });
    expect((await t.app.inject({ url: '/api/keepers/me', headers })).statusCode).toBe(200);
    expect((await signIn(t.app, 'editor@example.in', PASSWORD)).statusCode).toBe(200);
  });

  it('the new password follows the rules of setting one: length and the common list', async () => {
    const headers = await keeperHeaders(t.app, 'editor@example.in');
    for (const newPassword of ['short one', 'passwordpassword', 'editor@example.in-pass']) {
      const response = await change(headers, { currentPassword: PASSWORD, newPassword });
      expect({ newPassword, status: response.statusCode, field: response.json().field }).toEqual({
        newPassword,
        status: 400,
        field: 'newPassword',
      });
    }
    expect((await signIn(t.app, 'editor@example.in', PASSWORD)).statusCode).toBe(200);
  });

  it('unknown fields, control characters and overlong passwords are refused naming the field', async () => {
    const headers = await keeperHeaders(t.app, 'editor@example.in');
    const cases: [object, string][] = [
      [{ currentPassword: PASSWORD, newPassword: NEW_PASSWORD, role: 'owner' }, 'role'],
      [{ currentPassword: 'a\u0000b', newPassword: NEW_PASSWORD }, 'currentPassword'],
      [{ currentPassword: PASSWORD, newPassword: 'x'.repeat(10_000) }, 'newPassword'],
      [{ newPassword: NEW_PASSWORD }, 'currentPassword'],
    ];
    for (const [payload, field] of cases) {
      const response = await change(headers, payload);
      expect({ field, status: response.statusCode, named: response.json().field }).toEqual({
        field,
        status: 400,
        named: field,
      });
    }
  });

  it('wrong current passwords wait as wrong sign-ins do: 429 with Retry-After', async () => {
    const headers = await keeperHeaders(t.app, 'editor@example.in');
    const wrong = { currentPassword: 'not my password at all', newPassword: NEW_PASSWORD };
    for (let i = 0; i < FREE_FAILURES; i += 1) {
      expect((await change(headers, wrong)).statusCode).toBe(400);
    }
    const refused = await change(headers, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toMatchObject({
      field: 'currentPassword',
      message: expect.stringContaining('Too many wrong passwords for this account'),
    });
    t.setNow('2026-11-22T06:31:00.000Z');
    const later = await change(headers, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(later.statusCode).toBe(204);
  });

  it('needs a signed-in keeper at a keeper origin: not a script key, nobody, or another origin', async () => {
    const headers = await keeperHeaders(t.app, 'editor@example.in');
    const body = { currentPassword: PASSWORD, newPassword: NEW_PASSWORD };
    expect((await change({ origin: SITE }, body)).statusCode).toBe(401);
    const foreign = await change({ ...headers, origin: 'http://evil.example' }, body);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ field: 'origin' });

    await addKeeper(t.app, 'owner@example.in', 'owner');
    const owner = await keeperHeaders(t.app, 'owner@example.in');
    const key = (
      await t.app.inject({
        method: 'POST',
        url: '/api/keepers/api-keys',
        headers: owner,
        payload: { name: 'nightly', role: 'editor', password: PASSWORD },
      })
    ).json();
    const byKey = await change({ authorization: `Bearer ${key.secret}`, origin: SITE }, body);
    expect(byKey.statusCode).toBe(403);
    expect((await signIn(t.app, 'editor@example.in', PASSWORD)).statusCode).toBe(200);
  });
});
