import { buildTestApp, engines, type TestApp, storeSettings } from './helper';
import { addKeeper, sessionCookie, SITE, signIn } from './keeper-helper';
import { runBreachReport } from '../src/breach/breach-report-command';
import { KNOWN_ACTIONS } from '../src/breach/personal-data';
import { AUDIT_ACTIONS } from '@pawapuri/shared/contract';

async function report(args: string[], env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runBreachReport(args, env, {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const OFFICE = { remoteAddress: '203.0.113.77' };
const ATTACKER = { remoteAddress: '198.51.100.23' };

describe.each(engines())('the breach report over a seeded incident (%s)', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(engine, {}, '2026-11-19T12:00:00.000Z');
  });
  afterEach(async () => t.close());

  /**
   * Before the window: the owner signs in from the office. In the window
   * (2026-11-20, IST): an attacker guesses passwords, gets in as the analyst
   * from another network, searches and exports the visits; the owner
   * changes the donation details and invites an account.
   */
  async function seedIncident() {
    await addKeeper(t.app, 'owner@example.in', 'owner');
    await addKeeper(t.app, 'analyst@example.in', 'analyst');
    await signIn(t.app, 'owner@example.in', undefined, OFFICE);

    t.setNow('2026-11-20T03:00:00.000Z'); // 08:30 IST
    for (const email of ['analyst@example.in', 'owner@example.in', 'admin@example.in']) {
      await signIn(t.app, email, 'a wrong password here', ATTACKER);
    }
    t.setNow('2026-11-20T03:10:00.000Z');
    const attacker = await signIn(t.app, 'analyst@example.in', undefined, ATTACKER);
    expect(attacker.statusCode).toBe(200);
    const headers = { cookie: sessionCookie(attacker.headers['set-cookie']), origin: SITE };
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/visitors/search',
      headers,
      payload: { ipAddress: '203.0.113.5', city: 'Patna' },
      ...ATTACKER,
    });
    expect(search.statusCode).toBe(200);
    const exported = await t.app.inject({
      url: '/api/visitors/export?format=csv&startDate=2026-01-01',
      headers,
      ...ATTACKER,
    });
    expect(exported.statusCode).toBe(200);

    t.setNow('2026-11-20T09:00:00.000Z');
    const owner = await signIn(t.app, 'owner@example.in', undefined, OFFICE);
    expect(owner.statusCode).toBe(200);
    const ownerHeaders = { cookie: sessionCookie(owner.headers['set-cookie']), origin: SITE };
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/keepers/accounts',
      headers: ownerHeaders,
      payload: {
        email: 'new@example.in',
        role: 'editor',
        password: 'correct horse battery staple',
      },
      ...OFFICE,
    });
    expect(invited.statusCode).toBe(201);
    // The donation details' change goes through a wait of days; its audit entries are as it writes them.
    const store = t.app.keepers.store;
    const base = {
      actor_id: 1,
      actor: 'owner@example.in',
      via: 'session',
      network: '203.0.113.0',
    };
    await store.insertAuditEntry({
      ...base,
      at: Date.parse('2026-11-20T09:05:00.000Z'),
      action: 'donation-pending',
      detail: JSON.stringify({ change: 3, payeeName: 'Jal Mandir Trust', upiId: 'jalmandir@upi' }),
    });
    await store.insertAuditEntry({
      ...base,
      at: Date.parse('2026-11-20T09:06:00.000Z'),
      action: 'content-published',
      detail: JSON.stringify({ kind: 'places', id: 'jal-mandir', revision: 4 }),
    });
    // After the window: not reported.
    t.setNow('2026-11-21T06:00:00.000Z');
    await signIn(t.app, 'owner@example.in', undefined, { remoteAddress: '192.0.2.9' });
  }

  it('tells who signed in from where, what was searched and exported, what changed, and which personal data', async () => {
    await seedIncident();
    const env = { ...storeSettings(t), SITE_TIMEZONE: 'Asia/Kolkata' };
    const text = await report(['--from', '2026-11-20', '--to', '2026-11-20'], env);
    expect(text.err).toBe('');
    expect(text.code).toBe(0);
    expect(text.out).toContain(
      'Breach report from the audit log: 2026-11-20 00:00:00 GMT+5:30 to 2026-11-20 23:59:59 GMT+5:30',
    );
    expect(text.out).toMatch(
      /analyst@example\.in \(session\) from 198\.51\.100\.0\/24: 1× \(first 2026-11-20 08:40:00/,
    );
    expect(text.out).toMatch(/owner@example\.in \(session\) from 203\.0\.113\.0\/24: 1×/);
    expect(text.out).toMatch(
      /198\.51\.100\.0\/24: 3× .*emails tried: analyst@example\.in, owner@example\.in, admin@example\.in/,
    );
    expect(text.out).toMatch(
      /Exports \(1\)\n {2}2026-11-20 08:40:00 GMT\+5:30 {2}analyst@example\.in \(session\) from 198\.51\.100\.0\/24: visits-exported \(format=csv, startDate=2026-01-01\)\n {6}personal data: visitors' visits/,
    );
    expect(text.out).toMatch(
      /Searches \(1\)\n.*visits-searched \(filters=ipAddress,city, page=0\)/,
    );
    // The values searched for are never logged, so never reported.
    expect(text.out).not.toContain('203.0.113.5');
    expect(text.out).toMatch(
      /Donation detail changes \(1\)\n.*donation-pending .*upiId=jalmandir@upi/,
    );
    expect(text.out).toMatch(/Content changes \(1\)\n.*content-published \(kind=places/);
    expect(text.out).toMatch(/Account and API key changes \(\d+\)\n(.*\n)*.*account-invited/);
    // Before and after the window: left out.
    expect(text.out).not.toContain('192.0.2.0/24');
    expect(text.out).not.toContain('2026-11-19 17:30');
    expect(text.out).toContain('11 audit entries in the window.');

    const json = await report(
      ['--from', '2026-11-20T08:30+05:30', '--to', '2026-11-20T03:30:00Z', '--json'],
      env,
    );
    expect(json.code).toBe(0);
    const parsed = JSON.parse(json.out);
    expect(parsed).toMatchObject({
      from: '2026-11-20T03:00:00.000Z',
      to: '2026-11-20T03:30:00.000Z',
      signIns: [
        {
          actor: 'analyst@example.in',
          networks: [{ network: '198.51.100.0/24', count: 1 }],
        },
      ],
      failedSignIns: [{ network: '198.51.100.0/24', count: 3 }],
      exports: [{ action: 'visits-exported', actor: 'analyst@example.in' }],
      searches: [{ action: 'visits-searched' }],
      donationChanges: [],
    });
    expect(parsed.personalData.map((item: { data: string }) => item.data)).toEqual([
      'the email address given',
      expect.stringMatching(/^visitors' visits/),
    ]);
    expect(parsed.personalData[1]).toMatchObject({
      actions: 2,
      actors: ['analyst@example.in'],
      how: ['copied out (export)', 'read (search)'],
    });
  });

  it('an empty window says so', async () => {
    const { code, out } = await report(
      ['--from', '2020-01-01', '--to', '2020-01-02'],
      storeSettings(t),
    );
    expect(code).toBe(0);
    expect(out).toContain('0 audit entries in the window.');
    expect(out).toContain('Exports: none');
  });
});

describe('breach-report arguments', () => {
  it.each([
    [[], /both --from and --to are needed/],
    [['--from', '2026-11-20'], /both --from and --to are needed/],
    [['--from', 'yesterday', '--to', '2026-11-20'], /--from "yesterday" is not a date/],
    [['--from', '2026-02-30', '--to', '2026-03-01'], /--from "2026-02-30" is not a date/],
    [
      ['--from', '2026-11-20T25:00', '--to', '2026-11-21'],
      /--from "2026-11-20T25:00" is not a date or a date and time/,
    ],
    [
      ['--from', '2026-11-21', '--to', '2026-11-20'],
      /--from \(2026-11-21\) is after --to \(2026-11-20\)/,
    ],
    [['--from', '2026-11-20', '--to', '2026-11-21', '--csv'], /Unknown option '--csv'/],
    [['--from', '2026-11-20', '--to', '2026-11-21', 'extra'], /Unexpected argument 'extra'/],
  ])('%j: a clear message and exit 2', async (args, why) => {
    const { code, err, out } = await report(args, { DATABASE_PATH: ':memory:' });
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(why);
    expect(err).toContain(
      'Usage: npm run breach-report -w visitor-api -- --from <time> --to <time>',
    );
  });
});

describe('the breach report’s actions', () => {
  it('knows what every audited action touches', () => {
    expect([...KNOWN_ACTIONS].sort()).toEqual([...AUDIT_ACTIONS].sort());
  });
});
