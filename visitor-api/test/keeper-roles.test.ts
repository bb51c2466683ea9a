import type { InjectOptions } from 'fastify';
import { buildTestApp, engines, type TestApp } from './helper';
import { addKeeper, keeperHeaders, PASSWORD, SITE } from './keeper-helper';

type Call = { name: string; request: InjectOptions };

/** One call per keeper action; each is allowed to exactly the roles listed. */
const CALLS: (Call & { allowed: string[] })[] = [
  {
    name: 'search',
    request: { method: 'POST', url: '/api/visitors/search', payload: {} },
    allowed: ['owner', 'analyst'],
  },
  {
    name: 'export',
    request: { url: '/api/visitors/export?format=csv' },
    allowed: ['owner', 'analyst'],
  },
  {
    name: 'erase',
    request: { method: 'DELETE', url: '/api/visitors/sessions/abc' },
    allowed: ['owner'],
  },
  { name: 'accounts', request: { url: '/api/keepers/accounts' }, allowed: ['owner'] },
  { name: 'api keys', request: { url: '/api/keepers/api-keys' }, allowed: ['owner'] },
  { name: 'audit', request: { url: '/api/keepers/audit' }, allowed: ['owner'] },
  { name: 'audit csv', request: { url: '/api/keepers/audit.csv' }, allowed: ['owner'] },
];
const ROLES = ['owner', 'editor', 'analyst'] as const;

describe.each(engines())('keeper roles (%s)', (engine) => {
  let t: TestApp;
  const headers: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    t = await buildTestApp(engine);
    for (const role of ROLES) {
      await addKeeper(t.app, `${role}@example.in`, role);
      headers[role] = await keeperHeaders(t.app, `${role}@example.in`);
    }
  });
  afterAll(async () => t.close());

  it.each(CALLS)(
    '$name: allowed roles get 200, the others 403, nobody 401',
    async ({ request, allowed }) => {
      const statuses: Record<string, number> = {};
      for (const role of ROLES) {
        const response = await t.app.inject({ ...request, headers: headers[role] });
        statuses[role] = response.statusCode;
      }
      statuses.nobody = (await t.app.inject({ ...request, headers: { origin: SITE } })).statusCode;
      const expected = Object.fromEntries([
        ...ROLES.map((role) => [role, allowed.includes(role) ? 200 : 403]),
        ['nobody', 401],
      ]);
      expect(statuses).toEqual(expected);
    },
  );

  it('once an account exists this machine has no keeper access of its own', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/visitors/search',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses the cookie from an origin that is not a keeper origin, and without any', async () => {
    const { cookie } = headers.owner as Record<string, string>;
    for (const origin of ['http://evil.example', 'http://localhost:3001']) {
      const response = await t.app.inject({
        url: '/api/keepers/accounts',
        headers: { cookie, origin },
      });
      expect({ origin, status: response.statusCode }).toEqual({ origin, status: 403 });
    }
    const bare = await t.app.inject({ url: '/api/keepers/accounts', headers: { cookie } });
    expect(bare.statusCode).toBe(403);
    const viaReferer = await t.app.inject({
      url: '/api/keepers/accounts',
      headers: { cookie, referer: `${SITE}/admin` },
    });
    expect(viaReferer.statusCode).toBe(200);
  });

  it('a cross-origin form post with the cookie is refused', async () => {
    const { cookie } = headers.owner as Record<string, string>;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/keepers/sign-out-everywhere',
      headers: {
        cookie,
        origin: 'http://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'a=1',
    });
    expect([403, 415]).toContain(response.statusCode);
    expect(
      (await t.app.inject({ url: '/api/keepers/me', headers: headers.owner })).statusCode,
    ).toBe(200);
  });

  it('changing a role asks for the owner password again', async () => {
    const analyst = (await t.app.inject({ url: '/api/keepers/accounts', headers: headers.owner }))
      .json()
      .accounts.find((a: { email: string }) => a.email === 'analyst@example.in');
    const change = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/keepers/accounts/${analyst.id}/role`,
        headers: headers.owner,
        payload: { role: 'editor', password },
      });
    expect((await change('not my password at all')).statusCode).toBe(403);
    const changed = await change(PASSWORD);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ role: 'editor' });
    // Back, for the other tests.
    await t.app.inject({
      method: 'POST',
      url: `/api/keepers/accounts/${analyst.id}/role`,
      headers: headers.owner,
      payload: { role: 'analyst', password: PASSWORD },
    });
  });
});

describe.each(engines())('API keys (%s)', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(engine);
  });
  afterEach(async () => t.close());

  it('carry their role, are shown once, and are refused at once when revoked', async () => {
    await addKeeper(t.app, 'owner@example.in', 'owner');
    const owner = await keeperHeaders(t.app, 'owner@example.in');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/keepers/api-keys',
      headers: owner,
      payload: { name: 'nightly export', role: 'analyst', password: PASSWORD },
    });
    expect(created.statusCode).toBe(201);
    const { key, secret } = created.json();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const listed = (await t.app.inject({ url: '/api/keepers/api-keys', headers: owner })).body;
    expect(listed).not.toContain(secret);

    const bearer = { authorization: `Bearer ${secret}` };
    expect(
      (await t.app.inject({ url: '/api/visitors/export?format=csv', headers: bearer })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/keepers/accounts', headers: bearer })).statusCode).toBe(
      403,
    );
    const me = await t.app.inject({ url: '/api/keepers/me', headers: bearer });
    expect(me.json()).toMatchObject({
      via: 'api-key',
      keeper: { role: 'analyst', displayName: 'nightly export' },
    });

    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/keepers/api-keys/${key.id}/revoke`,
      headers: owner,
      payload: {},
    });
    expect(revoked.json().revokedAt).toEqual(expect.any(String));
    expect(
      (await t.app.inject({ url: '/api/visitors/export?format=csv', headers: bearer })).statusCode,
    ).toBe(401);
  });
});
