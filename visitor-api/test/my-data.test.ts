import { buildTestApp, engines, type TestApp } from './helper';
import { addApiKey, addKeeper, keeperHeaders, PASSWORD, SITE, signIn } from './keeper-helper';

describe.each(engines())('a keeper downloads their own data (%s)', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(engine);
  });
  afterEach(async () => t.close());

  const download = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/keepers/me/data', headers });

  it('gets their account, sessions, API keys’ names and the audit entries about them, nobody else’s', async () => {
    await addKeeper(t.app, 'owner@example.in', 'owner');
    // `_` is a LIKE wildcard: the entries about axb@ are not a_b@'s.
    await addKeeper(t.app, 'a_b@example.in', 'analyst');
    await addKeeper(t.app, 'axb@example.in', 'analyst');
    const owner = await keeperHeaders(t.app, 'owner@example.in');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/keepers/api-keys',
      headers: owner,
      payload: { name: 'nightly backup', role: 'analyst', password: PASSWORD },
    });
    expect(made.statusCode).toBe(201);
    const secret = made.json().secret as string;
    for (const email of ['a_b@example.in', 'axb@example.in']) {
      const reset = await t.app.inject({
        method: 'POST',
        url: `/api/keepers/accounts/${(await t.app.keepers.store.findAccount({ email }))!.id}/role`,
        headers: owner,
        payload: { role: 'editor', password: PASSWORD },
      });
      expect(reset.statusCode).toBe(200);
    }
    await signIn(t.app, 'a_b@example.in', 'a wrong password here', {
      remoteAddress: '198.51.100.7',
    });
    await keeperHeaders(t.app, 'a_b@example.in');
    t.setNow('2026-11-22T07:00:00.000Z');
    const analyst = await keeperHeaders(t.app, 'a_b@example.in');

    const answer = await download(analyst);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="my-pawapuri-data.json"',
    );
    const data = answer.json();
    expect(data.account).toMatchObject({ email: 'a_b@example.in', role: 'editor' });
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions.map((s: { current: boolean }) => s.current)).toEqual([true, false]);
    expect(data.apiKeys).toEqual([]);
    const actions = data.audit.map((e: { action: string; actor: string }) => [e.action, e.actor]);
    expect(actions).toEqual([
      ['password-set', 'a_b@example.in'],
      ['account-role-changed', 'owner@example.in'],
      ['sign-in-failed', 'a_b@example.in'],
      ['sign-in', 'a_b@example.in'],
      ['sign-in', 'a_b@example.in'],
    ]);
    expect(data.audit[1].detail).toMatchObject({ account: 'a_b@example.in' });
    expect(data.audit[2].network).toBe('198.51.100.0');
    // No secret, digest or session id leaves with it.
    expect(answer.body).not.toMatch(/hash|id_hash|password_hash|\$argon2|axb@example/);

    const ownerData = (await download(owner)).json();
    expect(ownerData.apiKeys).toEqual([
      {
        name: 'nightly backup',
        role: 'analyst',
        createdAt: '2026-11-22T06:30:00.000Z',
        lastUsedAt: null,
        revokedAt: null,
      },
    ]);
    expect(ownerData.audit.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['api-key-created', 'account-role-changed']),
    );
    expect(answer.body).not.toContain(secret);
    // Each download is on record, with who downloaded (the next download shows the last one).
    const later = (await download(analyst)).json();
    expect(later.audit.at(-1)).toMatchObject({
      action: 'my-data-downloaded',
      actor: 'a_b@example.in',
    });

    // Hostile callers.
    expect((await download({ origin: SITE })).statusCode).toBe(401);
    expect(
      (await download({ origin: SITE, cookie: 'pawapuri-keeper=' + 'x'.repeat(43) })).statusCode,
    ).toBe(401);
    expect(
      (await download({ origin: SITE, cookie: `pawapuri-keeper=${'evil'.repeat(1_000)}` }))
        .statusCode,
    ).toBe(401);
    const key = await addApiKey(t.app, 'pk_' + 'k'.repeat(40), 'owner');
    const byKey = await download({ authorization: `Bearer ${key}` });
    expect(byKey.statusCode).toBe(403);
    expect(byKey.json().message).toMatch(/never an API key/);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/keepers/me/data',
      headers: analyst,
      payload: {},
    });
    expect(post.statusCode).toBe(404);
    const junk = await t.app.inject({
      method: 'GET',
      url: "/api/keepers/me/data?id=1&email=owner@example.in'--",
      headers: analyst,
    });
    expect(junk.statusCode).toBe(200);
    expect(junk.json().account.email).toBe('a_b@example.in');
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

// Sessions live in Redis when REDIS_URL is set: the download lists them from there.
(redisUrl ? describe : describe.skip)('the download with sessions in Redis', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp('sqlite', {
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: `my-data-${process.pid}-${Date.now()}:`,
    });
  });
  afterEach(async () => t.close());

  it('lists the live sessions only', async () => {
    await addKeeper(t.app, 'keeper@example.in', 'editor');
    const first = await keeperHeaders(t.app, 'keeper@example.in');
    t.setNow('2026-11-22T06:40:00.000Z');
    const second = await keeperHeaders(t.app, 'keeper@example.in');
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/keepers/sign-out',
      headers: first,
      payload: {},
    });
    expect(signedOut.statusCode).toBe(204);
    const data = (
      await t.app.inject({ method: 'GET', url: '/api/keepers/me/data', headers: second })
    ).json();
    expect(data.sessions).toEqual([
      {
        createdAt: '2026-11-22T06:40:00.000Z',
        lastSeenAt: '2026-11-22T06:40:00.000Z',
        expiresAt: expect.any(String),
        current: true,
      },
    ]);
  });
});
