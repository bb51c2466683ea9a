import type {
  DashboardView as Dashboard,
  ShareLink,
  ShareLinkCreated,
  SharedLinkInfo,
  ShareGrant,
} from '@pawapuri/shared/contract/types';
import { buildApp } from '../src/build-app';
import { loadConfig } from '../src/common/settings/config';
import { buildTestApp, engines, track, visit, type TestApp } from './helper';
import { addKeeper, keeperHeaders } from './keeper-helper';

describe.each(engines())('read-only share links (%s)', (engine) => {
  let t: TestApp;
  const as: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    t = await buildTestApp(engine);
    for (const role of ['owner', 'analyst'] as const) {
      await addKeeper(t.app, `${role}@example.in`, role);
      as[role] = await keeperHeaders(t.app, `${role}@example.in`);
    }
    await track(t.app, visit({ pageVisited: '/donate', sessionId: 's1', deviceType: 'mobile' }));
    await track(t.app, visit({ pageVisited: '/hotels', sessionId: 's2', deviceType: 'desktop' }));
  });
  afterAll(async () => t.close());

  const create = (body: object, headers = as.owner) =>
    t.app.inject({ method: 'POST', url: '/api/keepers/share-links', headers, payload: body });
  const made = async (body: object) => {
    const response = await create(body);
    expect(response.statusCode).toBe(201);
    return response.json<ShareLinkCreated>();
  };
  const shared = (
    url: string,
    token: string,
    extra: Record<string, string> = {},
    method: 'GET' | 'POST' = 'GET',
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/shared${url}`,
      headers: { 'x-share-token': token, ...extra },
      ...(payload ? { payload } : {}),
    });

  it('only owners create and list links; the token is unguessable, shown once, stored hashed', async () => {
    expect((await create({ label: 'Committee' }, as.analyst)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/keepers/share-links',
          payload: { label: 'x' },
        })
      ).statusCode,
    ).toBe(401);
    const first = await made({ label: 'Committee' });
    const second = await made({ label: 'Committee' });
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.token).not.toBe(second.token);
    expect(first.path).toBe(`/analytics/shared#${first.token}`);
    const listed = await t.app.inject({ url: '/api/keepers/share-links', headers: as.owner });
    expect(listed.body).not.toContain(first.token);
    const { db } = t.app.visits.database;
    const rows = await db.selectFrom('share_links').select('token_hash').execute();
    expect(rows.map((row) => row.token_hash)).not.toContain(first.token);
    expect(rows).toHaveLength(2);
  });

  it('shows the dashboard without sign-in, and nothing else: no search, export or keeper page', async () => {
    const { token } = await made({ label: 'Open' });
    const dashboard = await shared('/dashboard?period=7d', token);
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json<Dashboard>().cards.visits.value).toBe(2);
    expect((await shared('/annotations?from=2026-11-01&to=2026-11-30', token)).statusCode).toBe(
      200,
    );
    const headers = { 'x-share-token': token };
    for (const [method, url] of [
      ['POST', '/api/visitors/search'],
      ['GET', '/api/visitors/export?format=csv'],
      ['GET', '/api/keepers/me'],
      ['GET', '/api/keepers/accounts'],
      ['GET', '/api/keepers/audit'],
      ['GET', '/api/keepers/share-links'],
      ['POST', '/api/visitors/annotations'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: method === 'POST' ? '{}' : undefined,
      });
      expect([method, url, response.statusCode]).toEqual([method, url, expect.any(Number)]);
      expect([url, [400, 401, 404].includes(response.statusCode)]).toEqual([url, true]);
      expect([url, response.statusCode === 200]).toEqual([url, false]);
    }
    expect((await shared('/dashboard', 'A'.repeat(43))).statusCode).toBe(404);
    expect((await shared('/dashboard', 'short')).statusCode).toBe(401);
    expect((await t.app.inject('/api/shared/dashboard')).statusCode).toBe(401);
  });

  it('keeps its fixed filters: the viewer may narrow, never widen or swap them', async () => {
    const { token } = await made({ label: 'Mobile', filters: { device: 'mobile' } });
    const info = (await shared('/link', token)).json<SharedLinkInfo>();
    expect(info).toMatchObject({
      label: 'Mobile',
      needsPassword: false,
      filters: { device: 'mobile' },
    });
    const fixed = await shared('/dashboard?period=7d', token);
    expect(fixed.json<Dashboard>().cards.visits.value).toBe(1);
    expect((await shared('/dashboard?period=7d&device=mobile', token)).statusCode).toBe(200);
    const swapped = await shared('/dashboard?period=7d&device=desktop', token);
    expect(swapped.statusCode).toBe(403);
    expect(swapped.json()).toMatchObject({ field: 'device' });
    const narrowed = await shared('/dashboard?period=7d&page=%2Fhotels', token);
    expect(narrowed.json<Dashboard>().cards.visits.value).toBe(0);
  });

  it('asks for its password (argon2id), then answers with a grant', async () => {
    const { token, link } = await made({ label: 'Locked', password: 'lotus pond' });
    expect(link.hasPassword).toBe(true);
    const { db } = t.app.visits.database;
    const row = await db
      .selectFrom('share_links')
      .select('password_hash')
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);

    expect((await shared('/link', token)).json<SharedLinkInfo>().needsPassword).toBe(true);
    const locked = await shared('/dashboard?period=7d', token);
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toMatchObject({ field: 'password' });
    const wrong = await shared('/unlock', token, {}, 'POST', { password: 'lotus pond!' });
    expect(wrong.statusCode).toBe(401);
    const right = await shared('/unlock', token, {}, 'POST', { password: 'lotus pond' });
    expect(right.statusCode).toBe(200);
    const { grant } = right.json<ShareGrant>();
    expect(
      (await shared('/dashboard?period=7d', token, { 'x-share-grant': grant })).statusCode,
    ).toBe(200);
    // A grant is for its own link only, and cannot be altered.
    const other = await made({ label: 'Other', password: 'lotus pond' });
    expect((await shared('/dashboard', other.token, { 'x-share-grant': grant })).statusCode).toBe(
      401,
    );
    const forged = grant.replace(/^\d+/, (ms) => String(Number(ms) + 86_400_000));
    expect((await shared('/dashboard', token, { 'x-share-grant': forged })).statusCode).toBe(401);
    // And it ends.
    t.setNow('2026-11-23T06:30:00.000Z');
    expect((await shared('/dashboard', token, { 'x-share-grant': grant })).statusCode).toBe(401);
    t.setNow('2026-11-22T06:30:00.000Z');
  });

  it('stops at its expiry', async () => {
    const { token } = await made({ label: 'Until noon', expiresAt: '2026-11-22T12:00:00.000Z' });
    expect((await shared('/dashboard?period=7d', token)).statusCode).toBe(200);
    t.setNow('2026-11-22T12:00:00.000Z');
    const gone = await shared('/dashboard?period=7d', token);
    expect(gone.statusCode).toBe(410);
    expect((await shared('/link', token)).statusCode).toBe(410);
    t.setNow('2026-11-22T06:30:00.000Z');
    const past = await create({ label: 'Past', expiresAt: '2026-11-22T06:00:00.000Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ field: 'expiresAt' });
  });

  it('stops at once when revoked, audited', async () => {
    const { token, link } = await made({ label: 'Revoke me' });
    expect((await shared('/dashboard?period=7d', token)).statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/keepers/share-links/${link.id}/revoke`,
      headers: as.owner,
      payload: {},
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<ShareLink>().revokedAt).not.toBeNull();
    expect((await shared('/dashboard?period=7d', token)).statusCode).toBe(404);
    expect((await shared('/link', token)).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/keepers/share-links/${link.id}/revoke`,
      headers: as.owner,
      payload: {},
    });
    expect(again.statusCode).toBe(404);
    const audit = await t.app.inject({
      url: '/api/keepers/audit?action=share-link-revoked',
      headers: as.owner,
    });
    expect(audit.json<{ totalElements: number }>().totalElements).toBe(1);
  });

  it('stops on every API instance at once: the second instance keeps no copy', async () => {
    const other = await buildApp({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        GEOIP_DATABASE: 'off',
        DATABASE_PATH: t.databasePath,
        ...(t.schema
          ? { DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_SCHEMA: t.schema }
          : {}),
      }),
      clock: () => t.app.clock(),
    });
    try {
      const { token, link } = await made({ label: 'Two instances' });
      const read = () =>
        other.inject({
          url: '/api/shared/dashboard?period=7d',
          headers: { 'x-share-token': token },
        });
      expect((await read()).statusCode).toBe(200);
      await t.app.inject({
        method: 'POST',
        url: `/api/keepers/share-links/${link.id}/revoke`,
        headers: as.owner,
        payload: {},
      });
      expect((await read()).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it.each([
    [{}, 'label'],
    [{ label: '\u0000' }, 'label'],
    [{ label: 'x'.repeat(101) }, 'label'],
    [{ label: 'x', password: 'short' }, 'password'],
    [{ label: 'x', expiresAt: 'tomorrow' }, 'expiresAt'],
    [{ label: 'x', filters: { colour: 'red' } }, 'filters'],
    [{ label: 'x', filters: { device: 'bell\u0007' } }, 'filters'],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    const response = await create(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, field });
  });
});
