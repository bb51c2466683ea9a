import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, engines, type TestApp } from './helper';
import { addKeeper, keeperHeaders, PASSWORD, SITE, signIn } from './keeper-helper';
import { runKeeperCli } from '../src/cli/keeper';

describe.each(engines())('the audit log (%s)', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(engine);
  });
  afterEach(async () => t.close());

  it('records each keeper action with who, how and the truncated network', async () => {
    await addKeeper(t.app, 'owner@example.in', 'owner');
    const fromOwner = { remoteAddress: '203.0.113.77' };
    await signIn(t.app, 'owner@example.in', 'a wrong password here', fromOwner);
    await signIn(t.app, 'nobody@example.in', 'a wrong password here', fromOwner);
    const owner = await keeperHeaders(t.app, 'owner@example.in');
    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: owner, ...(payload ? { payload } : {}) });
    await call('POST', '/api/visitors/search', { ipAddress: '203.0.113.5' });
    await call('GET', '/api/visitors/export?format=csv&startDate=2026-11-01');
    await call('DELETE', '/api/visitors/sessions/abc');
    const invited = (
      await call('POST', '/api/keepers/accounts', {
        email: 'a@example.in',
        role: 'analyst',
        password: PASSWORD,
      })
    ).json();
    await call('POST', `/api/keepers/accounts/${invited.account.id}/reset`, {
      password: PASSWORD,
    });
    await call('POST', `/api/keepers/accounts/${invited.account.id}/role`, {
      role: 'editor',
      password: PASSWORD,
    });
    await call('POST', `/api/keepers/accounts/${invited.account.id}/disable`, {});
    await call('POST', `/api/keepers/accounts/${invited.account.id}/enable`, {});
    const key = (
      await call('POST', '/api/keepers/api-keys', {
        name: 'backup',
        role: 'analyst',
        password: PASSWORD,
      })
    ).json();
    await call('POST', `/api/keepers/api-keys/${key.key.id}/revoke`, {});
    await call('GET', '/api/keepers/audit.csv');
    await call('POST', '/api/keepers/sign-out', {});
    const again = await keeperHeaders(t.app, 'owner@example.in');
    await t.app.inject({
      method: 'POST',
      url: '/api/keepers/sign-out-everywhere',
      headers: again,
      payload: {},
    });

    const viewer = await keeperHeaders(t.app, 'owner@example.in');
    const page = (
      await t.app.inject({ url: '/api/keepers/audit?size=200', headers: viewer })
    ).json();
    const actions = [...page.content].reverse().map((e: { action: string }) => e.action);
    expect(actions).toEqual([
      'password-set',
      'sign-in-failed',
      'sign-in-failed',
      'sign-in',
      'visits-searched',
      'visits-exported',
      'session-erased',
      'password-rechecked',
      'account-invited',
      'password-rechecked',
      'account-reset',
      'password-rechecked',
      'account-role-changed',
      'account-disabled',
      'account-enabled',
      'password-rechecked',
      'api-key-created',
      'api-key-revoked',
      'audit-exported',
      'sign-out',
      'sign-in',
      'sign-out-everywhere',
      'sign-in',
    ]);
    const failed = page.content.filter((e: { action: string }) => e.action === 'sign-in-failed');
    expect(failed.map((e: { actor: string }) => e.actor).sort()).toEqual([
      'nobody@example.in',
      'owner@example.in',
    ]);
    expect(failed[0]).toMatchObject({ network: '203.0.113.0', actorId: null });
    const search = page.content.find((e: { action: string }) => e.action === 'visits-searched');
    expect(search).toMatchObject({
      actor: 'owner@example.in',
      via: 'session',
      detail: { filters: 'ipAddress' },
    });
    // The address searched for is not written down.
    expect(JSON.stringify(page)).not.toContain('203.0.113.5');
  });

  it('filters by actor, action and date, pages, and exports CSV', async () => {
    await addKeeper(t.app, 'owner@example.in', 'owner');
    for (let i = 0; i < 3; i += 1) await signIn(t.app, 'owner@example.in', 'a wrong password here');
    t.setNow('2026-11-24T06:30:00.000Z');
    const owner = await keeperHeaders(t.app, 'owner@example.in');
    const audit = async (query: string) =>
      (await t.app.inject({ url: `/api/keepers/audit?${query}`, headers: owner })).json();
    expect((await audit('action=sign-in-failed')).totalElements).toBe(3);
    expect((await audit('action=sign-in-failed&size=2&page=1')).content).toHaveLength(1);
    expect(
      (await audit('from=2026-11-24')).content.map((e: { action: string }) => e.action),
    ).toEqual(['sign-in']);
    expect((await audit('actor=nobody@example.in')).totalElements).toBe(0);
    const bad = await t.app.inject({ url: '/api/keepers/audit?action=reboot', headers: owner });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('action');
    const csv = await t.app.inject({
      url: '/api/keepers/audit.csv?action=sign-in-failed',
      headers: owner,
    });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.trim().split('\r\n')).toHaveLength(4);
  });
});

describe('the keeper command line', () => {
  it('adds an owner with a one-time link, resets and lists', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keeper-cli-'));
    const env = {
      DATABASE_PATH: path.join(dir, 'v.db'),
      KEEPER_SITE_URL: 'https://keepers.example.in',
    };
    const lines: string[] = [];
    const io = {
      out: (line: string) => lines.push(line),
      err: (line: string) => lines.push(`ERR ${line}`),
    };
    try {
      expect(
        await runKeeperCli(
          ['add', 'Asha@Example.in', '--role', 'owner', '--name', 'Asha'],
          env,
          io,
        ),
      ).toBe(0);
      const link = lines.find((l) => l.startsWith('https://'));
      expect(link).toMatch(
        /^https:\/\/keepers\.example\.in\/admin\/set-password#token=[A-Za-z0-9_-]{43}$/,
      );
      expect(await runKeeperCli(['add', 'asha@example.in', '--role', 'owner'], env, io)).toBe(1);
      expect(await runKeeperCli(['add', 'b@example.in', '--role', 'king'], env, io)).toBe(2);
      expect(await runKeeperCli(['reset', 'asha@example.in'], env, io)).toBe(0);
      expect(await runKeeperCli(['reset', 'nobody@example.in'], env, io)).toBe(1);
      lines.length = 0;
      expect(await runKeeperCli(['list'], env, io)).toBe(0);
      expect(lines).toEqual(['asha@example.in\towner\tinvited\tAsha']);

      // The link works on the API using the same store.
      const t = await buildTestApp('sqlite', { ...env });
      try {
        const reset = await runKeeperCli(['reset', 'asha@example.in'], env, io);
        expect(reset).toBe(0);
        const token = (lines.at(-1) as string).split('#token=')[1];
        const set = await t.app.inject({
          method: 'POST',
          url: '/api/keepers/set-password',
          headers: { origin: SITE },
          payload: { token, password: PASSWORD },
        });
        expect(set.statusCode).toBe(200);

        // An API key for a script, made by an owner, and the first payee, both audited as `cli`.
        lines.length = 0;
        expect(
          await runKeeperCli(
            ['api-key', 'nightly backup', '--role', 'analyst', '--by', 'asha@example.in'],
            env,
            io,
          ),
        ).toBe(0);
        const secret = lines.at(-1) as string;
        const exported = await t.app.inject({
          url: '/api/visitors/export?format=csv',
          headers: { authorization: `Bearer ${secret}` },
        });
        expect(exported.statusCode).toBe(200);
        expect(
          await runKeeperCli(['api-key', 'x', '--role', 'analyst', '--by', 'nobody@x.in'], env, io),
        ).toBe(2);
        expect(
          await runKeeperCli(['payee', '--upi-id', 'not a upi id', '--name', 'Trust'], env, io),
        ).toBe(2);
        expect(
          await runKeeperCli(
            ['payee', '--upi-id', 'pawapuritrust@sbi', '--name', 'Shri Pawapuri Tirth Trust'],
            env,
            io,
          ),
        ).toBe(0);
        await t.app.content.published.refresh();
        const content = (await t.app.inject('/api/content')).json();
        expect(content.donation).toMatchObject({
          upiId: 'pawapuritrust@sbi',
          payeeName: 'Shri Pawapuri Tirth Trust',
          verified: true,
        });
        const audited = await t.app.keepers.store.searchAudit({}, { offset: 0, limit: 50 });
        expect(audited.rows).toContainEqual(
          expect.objectContaining({ action: 'donation-changed', via: 'cli' }),
        );
        expect(audited.rows).toContainEqual(
          expect.objectContaining({ action: 'api-key-created', via: 'cli' }),
        );
      } finally {
        await t.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
