import type { AuditPage } from '@pawapuri/shared/contract/types';
import { buildTestApp, engines, type TestApp } from './helper';
import { addApiKey, addKeeper, keeperHeaders, PASSWORD, SITE } from './keeper-helper';
import { donationDraft } from './content-helper';

const WRONG = 'a password that is not mine';

describe.each(engines())('owner powers need the owner, present (%s)', (engine) => {
  let t: TestApp;
  let owner: Record<string, string>;
  let other: { id: number };
  beforeEach(async () => {
    t = await buildTestApp(engine);
    await addKeeper(t.app, 'owner@example.in', 'owner');
    other = await addKeeper(t.app, 'other-owner@example.in', 'owner');
    owner = await keeperHeaders(t.app, 'owner@example.in');
  });
  afterEach(async () => t.close());

  const post = (url: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const auditActions = async () =>
    (await t.app.inject({ url: '/api/keepers/audit?size=200', headers: owner }))
      .json<AuditPage>()
      .content.map((entry) => `${entry.action} ${entry.actor}`);

  it('the takeover chain fails at each step without the acting owner password', async () => {
    const invite = { email: 'new-owner@example.in', role: 'owner' };
    // 1. Invite an owner: no password, a wrong one, then the right one.
    expect((await post('/api/keepers/accounts', owner, invite)).statusCode).toBe(400);
    const wrongInvite = await post('/api/keepers/accounts', owner, { ...invite, password: WRONG });
    expect(wrongInvite.statusCode).toBe(403);
    expect(wrongInvite.json()).toMatchObject({ field: 'password' });
    // 2. Reset another owner.
    const reset = `/api/keepers/accounts/${other.id}/reset`;
    expect((await post(reset, owner, {})).statusCode).toBe(400);
    expect((await post(reset, owner, { password: WRONG })).statusCode).toBe(403);
    // 3. Publish a payee.
    const draft = await donationDraft(t.app, owner, 'attacker@okaxis');
    const publish = (password?: string) =>
      post('/api/keepers/content/donation/donation/publish', owner, {
        expectedRevision: draft,
        ...(password === undefined ? {} : { password }),
      });
    expect((await publish()).statusCode).toBe(403);
    expect((await publish(WRONG)).statusCode).toBe(403);
    const accounts = await t.app.inject({ url: '/api/keepers/accounts', headers: owner });
    expect(accounts.json().accounts).toHaveLength(2);

    // With the password, each works, and the audit log names who asked.
    const invited = await post('/api/keepers/accounts', owner, { ...invite, password: PASSWORD });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({
      emailed: false,
      link: expect.stringContaining('#token='),
    });
    const resetDone = await post(reset, owner, { password: PASSWORD });
    expect(resetDone.statusCode).toBe(200);
    // No mail configured: the link is shown to the owner who asked, after the re-check.
    expect(resetDone.json()).toMatchObject({ emailed: false, link: expect.any(String) });
    const actions = await auditActions();
    expect(actions).toEqual(
      expect.arrayContaining([
        'account-reset owner@example.in',
        'account-invited owner@example.in',
        'password-recheck-failed owner@example.in',
        'password-rechecked owner@example.in',
      ]),
    );
    expect(actions.filter((a) => a.startsWith('password-recheck-failed'))).toHaveLength(3);
  });

  it('an API key, even an owner key, gets 403 on account, key and donation calls', async () => {
    const key = await addApiKey(t.app, 'an-owner-script-key-0123456789');
    const bearer = { authorization: `Bearer ${key}`, origin: SITE };
    const calls: [string, string, object?][] = [
      ['GET', '/api/keepers/accounts'],
      [
        'POST',
        '/api/keepers/accounts',
        { email: 'x@example.in', role: 'owner', password: PASSWORD },
      ],
      ['POST', `/api/keepers/accounts/${other.id}/reset`, { password: PASSWORD }],
      ['POST', `/api/keepers/accounts/${other.id}/role`, { role: 'editor', password: PASSWORD }],
      ['POST', `/api/keepers/accounts/${other.id}/disable`, {}],
      ['GET', '/api/keepers/api-keys'],
      ['POST', '/api/keepers/api-keys', { name: 'more', role: 'owner', password: PASSWORD }],
      [
        'POST',
        '/api/keepers/content/donation/donation/draft',
        { expectedRevision: 1, data: { payeeName: 'X', upiId: 'x@okaxis', verified: false } },
      ],
      [
        'POST',
        '/api/keepers/content/donation/donation/publish',
        { expectedRevision: 1, password: PASSWORD },
      ],
    ];
    for (const [method, url, payload] of calls) {
      const response = await t.app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers: bearer,
        ...(payload ? { payload } : {}),
      });
      expect({ url, method, status: response.statusCode }).toEqual({ url, method, status: 403 });
    }
    // The key still does what its role allows elsewhere.
    const exported = await t.app.inject({
      url: '/api/visitors/export?format=csv',
      headers: bearer,
    });
    expect(exported.statusCode).toBe(200);
  });

  it('disabling an owner revokes their API keys and ends their sessions', async () => {
    const theirs = await keeperHeaders(t.app, 'other-owner@example.in');
    const created = await post('/api/keepers/api-keys', theirs, {
      name: 'their script',
      role: 'owner',
      password: PASSWORD,
    });
    expect(created.statusCode).toBe(201);
    const bearer = { authorization: `Bearer ${created.json().secret as string}` };
    const exportCsv = () =>
      t.app.inject({ url: '/api/visitors/export?format=csv', headers: bearer });
    expect((await exportCsv()).statusCode).toBe(200);
    const disabled = await post(`/api/keepers/accounts/${other.id}/disable`, owner, {});
    expect(disabled.statusCode).toBe(200);
    expect((await exportCsv()).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/keepers/me', headers: theirs })).statusCode).toBe(401);
    const keys = (await t.app.inject({ url: '/api/keepers/api-keys', headers: owner })).json();
    expect(keys.keys[0].revokedAt).toEqual(expect.any(String));
    // Enabled again, the key stays revoked.
    await post(`/api/keepers/accounts/${other.id}/enable`, owner, {});
    expect((await exportCsv()).statusCode).toBe(401);
  });

  it('password re-checks are slowed exactly like sign-in, and audited, failures too', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const response = await post(`/api/keepers/accounts/${other.id}/role`, owner, {
        role: 'editor',
        password: WRONG,
      });
      codes.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.json().message).toMatch(/Too many wrong passwords/);
      }
    }
    expect(codes).toEqual([403, 403, 403, 403, 403, 429, 429, 429]);
    // The same count as sign-in: the owner's sign-in from this address waits too.
    const signIn = await post(
      '/api/keepers/sign-in',
      { origin: SITE },
      {
        email: 'owner@example.in',
        password: PASSWORD,
      },
    );
    expect(signIn.statusCode).toBe(429);
    const failed = (await auditActions()).filter((a) =>
      a.startsWith('password-recheck-failed owner@example.in'),
    );
    expect(failed).toHaveLength(5);
  });
});
