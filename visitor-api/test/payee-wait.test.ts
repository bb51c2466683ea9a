import type { AuditPage, KeeperNotices } from '@pawapuri/shared/contract/types';
import { DONATION_ITEM_ID } from '@pawapuri/shared/contract';
import { buildTestApp, engines, type TestApp } from './helper';
import { addApiKey, addKeeper, keeperHeaders, PASSWORD, SITE } from './keeper-helper';
import { donationDraft, publicContent } from './content-helper';
import { startInbox, type Inbox } from './support/smtp-inbox';
import { runKeeperCli } from '../src/cli/keeper';

const SAMPLE_UPI = 'sample@example.invalid';
const NEW_UPI = 'pawapuritrust@sbi';
/** The senior owners are made here, three weeks before the test's "now". */
const MADE = '2026-11-01T06:30:00.000Z';
const NOW = '2026-11-22T06:30:00.000Z';
const DUE = '2026-11-23T06:30:00.000Z';

type Headers = Record<string, string>;

describe.each(engines())('a new payee waits, and everyone sees it (%s)', (engine) => {
  let t: TestApp;
  let inbox: Inbox;
  const as: Record<string, Headers> = {};

  /** Owners `asker` and `senior` of three weeks, `recent` of three days, and an editor. */
  beforeEach(async () => {
    inbox = await startInbox();
    t = await buildTestApp(engine, inbox.env, MADE);
    await addKeeper(t.app, 'asker@example.in', 'owner');
    await addKeeper(t.app, 'senior@example.in', 'owner');
    await addKeeper(t.app, 'editor@example.in', 'editor');
    t.setNow('2026-11-19T06:30:00.000Z');
    await addKeeper(t.app, 'recent@example.in', 'owner');
    t.setNow(NOW);
    for (const who of ['asker', 'senior', 'recent', 'editor']) {
      as[who] = await keeperHeaders(t.app, `${who}@example.in`);
    }
    inbox.messages.length = 0;
  });
  afterEach(async () => {
    await t.close();
    await inbox.close();
  });

  const post = (url: string, headers: Headers, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const notices = async (headers: Headers) => {
    const response = await t.app.inject({ url: '/api/keepers/notices', headers });
    expect(response.statusCode).toBe(200);
    return response.json<KeeperNotices>();
  };
  const publicUpi = async () => (await publicContent(t.app)).donation?.upiId;
  /** The asker publishes a new payee with their password: it waits; answers the change's id. */
  const ask = async (headers = as.asker!) => {
    const revision = await donationDraft(t.app, headers, NEW_UPI);
    const response = await post(
      `/api/keepers/content/donation/${DONATION_ITEM_ID}/publish`,
      headers,
      { expectedRevision: revision, password: PASSWORD },
    );
    expect(response.statusCode).toBe(200);
    return response.json<{ pendingPayee: { id: number } }>().pendingPayee.id;
  };
  const approve = (id: number, headers: Headers, password: string = PASSWORD) =>
    post(`/api/keepers/payee-changes/${id}/approve`, headers, { password });
  const cancel = (id: number, headers: Headers) =>
    post(`/api/keepers/payee-changes/${id}/cancel`, headers);
  const audit = async () =>
    (await t.app.inject({ url: '/api/keepers/audit?size=200', headers: as.senior! }))
      .json<AuditPage>()
      .content.map((entry) => `${entry.action} ${entry.actor ?? entry.via}`);

  it('is invisible to pilgrims until a second owner of over a week approves it', async () => {
    const id = await ask();
    expect(await publicUpi()).toBe(SAMPLE_UPI);
    // Every keeper sees it, with the old and the new payee and who asked.
    const seen = await notices(as.editor!);
    expect(seen.pendingPayee).toMatchObject({
      id,
      payee: { payeeName: 'Shri Pawapuri Tirth Trust', upiId: NEW_UPI },
      previous: { upiId: SAMPLE_UPI },
      askedBy: 'asker@example.in',
      dueAt: DUE,
      mayApprove: false,
      mayCancel: false,
    });
    // Every owner was emailed.
    const told = inbox.messages.filter((m) => /is waiting/.test(m.subject ?? ''));
    expect(told.flatMap((m) => [m.to].flat().map((a) => a?.text)).sort()).toEqual([
      'asker@example.in',
      'recent@example.in',
      'senior@example.in',
    ]);
    expect(told[0]?.text).toContain(NEW_UPI);

    // The asker may not approve their own, nor an owner of three days.
    expect((await notices(as.asker!)).pendingPayee?.approveRefusal).toMatch(/You asked/);
    const own = await approve(id, as.asker!);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toMatch(/another owner must approve/);
    const recent = await approve(id, as.recent!);
    expect(recent.statusCode).toBe(403);
    expect(recent.json().message).toMatch(/less than 7 days/);
    expect(await publicUpi()).toBe(SAMPLE_UPI);

    // The senior owner, with a wrong password: refused and audited; with theirs: published now.
    expect((await notices(as.senior!)).pendingPayee).toMatchObject({ mayApprove: true });
    const wrong = await approve(id, as.senior!, 'not my password at all, sorry');
    expect(wrong.json()).toMatchObject({ statusCode: 403, field: 'password' });
    expect(await publicUpi()).toBe(SAMPLE_UPI);
    const approved = await approve(id, as.senior!);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ id, state: 'published', revision: 2 });
    expect(await publicUpi()).toBe(NEW_UPI);
    expect((await notices(as.editor!)).pendingPayee).toBeNull();
    expect((await approve(id, as.senior!)).statusCode).toBe(409);
    expect(await audit()).toEqual(
      expect.arrayContaining([
        'donation-pending asker@example.in',
        'password-recheck-failed senior@example.in',
        'donation-approved senior@example.in',
        'donation-changed senior@example.in',
      ]),
    );
  });

  it('is published when the wait ends, without anyone approving it', async () => {
    await ask();
    t.setNow('2026-11-23T06:29:59.999Z');
    expect(await publicUpi()).toBe(SAMPLE_UPI);
    expect((await t.app.inject('/api/content/version')).json().version).toBe(
      (await publicContent(t.app)).version,
    );
    t.setNow(DUE);
    expect(await publicUpi()).toBe(NEW_UPI);
    // Every owner is told that the wait published it.
    const told = inbox.messages.filter((m) => /is published/.test(m.subject ?? ''));
    expect(told.flatMap((m) => [m.to].flat().map((a) => a?.text)).sort()).toEqual([
      'asker@example.in',
      'recent@example.in',
      'senior@example.in',
    ]);
    expect(told[0]?.text).toMatch(/wait .* has ended/);
    expect(told[0]?.text).toContain(NEW_UPI);
  });

  it('can be cancelled by another owner, even a new one: pilgrims never see it', async () => {
    const id = await ask();
    const cancelled = await cancel(id, as.recent!);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ id, state: 'cancelled', revision: null });
    t.setNow('2026-11-24T06:30:00.000Z');
    expect(await publicUpi()).toBe(SAMPLE_UPI);
    const senior = await keeperHeaders(t.app, 'senior@example.in');
    expect((await notices(senior)).pendingPayee).toBeNull();
    expect((await approve(id, senior)).statusCode).toBe(409);
    expect((await cancel(id, senior)).statusCode).toBe(409);
    // Once cancelled, a new change may be asked.
    const asker = await keeperHeaders(t.app, 'asker@example.in');
    expect(await ask(asker)).toBeGreaterThan(id);
    expect(inbox.messages.some((m) => /was cancelled/.test(m.subject ?? ''))).toBe(true);
  });

  it('allows one waiting change at a time: another is refused with a 409', async () => {
    await ask();
    const revision = await donationDraft(t.app, as.senior!, 'someone.else@okaxis');
    const second = await post(
      `/api/keepers/content/donation/${DONATION_ITEM_ID}/publish`,
      as.senior!,
      { expectedRevision: revision, password: PASSWORD },
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/already waits \(asked by asker@example.in\)/);
  });

  it('is published once when the wait ends on several instances at the same moment', async () => {
    const id = await ask();
    t.setNow(DUE);
    const settle = () =>
      t.app.content.store.settlePayeeChange({
        id,
        state: 'published',
        at: t.app.clock(),
        by: null,
        dueBy: t.app.clock(),
      });
    const results = await Promise.all([settle(), settle(), settle()]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    const history = await t.app.content.store.listRevisions('donation', DONATION_ITEM_ID);
    expect(history.map((r) => r.revision)).toEqual([2, 1]);
  });

  it('the command line publishes at once, cancelling a change still waiting', async () => {
    await ask();
    const env: Record<string, string> = t.schema
      ? { DATABASE_URL: process.env.TEST_DATABASE_URL ?? '', DATABASE_SCHEMA: t.schema }
      : { DATABASE_PATH: t.databasePath };
    const lines: string[] = [];
    const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
    const args = ['payee', '--upi-id', 'trust.office@okaxis', '--name', 'Pawapuri Trust Office'];
    expect(await runKeeperCli(args, env, io)).toBe(0);
    expect(lines).toContain('The change asker@example.in asked for (still waiting) is cancelled.');
    await t.app.content.published.refresh();
    expect(await publicUpi()).toBe('trust.office@okaxis');
    // The cancelled change never replaces it when its wait would have ended.
    t.setNow(DUE);
    expect(await publicUpi()).toBe('trust.office@okaxis');
    expect(await t.app.content.store.findPendingPayee()).toBeUndefined();
  });

  it('refuses API keys, editors and strangers (403, 401), and bad input (4xx JSON)', async () => {
    const id = await ask();
    const key = await addApiKey(t.app, 'an-owner-script-key-0123456789');
    const bearer = { authorization: `Bearer ${key}`, origin: SITE };
    expect((await approve(id, bearer)).statusCode).toBe(403);
    expect((await cancel(id, bearer)).statusCode).toBe(403);
    expect((await approve(id, as.editor!)).statusCode).toBe(403);
    expect((await cancel(id, as.editor!)).statusCode).toBe(403);
    expect((await approve(id, { origin: SITE })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/keepers/notices' })).statusCode).toBe(401);

    const bad: [string, object][] = [
      [`/api/keepers/payee-changes/abc/approve`, { password: PASSWORD }],
      [`/api/keepers/payee-changes/0/approve`, { password: PASSWORD }],
      [`/api/keepers/payee-changes/${id}/approve`, {}],
      [`/api/keepers/payee-changes/${id}/approve`, { password: PASSWORD, also: 1 }],
      [`/api/keepers/payee-changes/${id}/cancel`, { reason: 'x' }],
    ];
    for (const [url, payload] of bad) {
      const response = await post(url, as.senior!, payload);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      expect(response.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
    }
    const unknown = await approve(424242, as.senior!);
    expect(unknown.json()).toMatchObject({ statusCode: 404, field: 'id' });
    expect(await publicUpi()).toBe(SAMPLE_UPI);
  });

  it('announces an owner invited or promoted this week, who may not approve yet', async () => {
    const accounts = (
      await t.app.inject({ url: '/api/keepers/accounts', headers: as.senior! })
    ).json<{ accounts: { id: number; email: string }[] }>().accounts;
    const editor = accounts.find((a) => a.email === 'editor@example.in')!;
    const promoted = await post(`/api/keepers/accounts/${editor.id}/role`, as.senior!, {
      role: 'owner',
      password: PASSWORD,
    });
    expect(promoted.statusCode).toBe(200);
    expect(
      inbox.messages.filter((m) => /editor@example.in is now an owner/.test(m.subject ?? '')),
    ).toHaveLength(4); // asker, senior, recent and the new owner itself
    expect((await notices(as.asker!)).newOwners).toEqual([
      { email: 'recent@example.in', since: '2026-11-19T06:30:00.000Z' },
      { email: 'editor@example.in', since: NOW },
    ]);
    // Made an owner long ago as an account, promoted today: it may not approve.
    const id = await ask();
    const headers = await keeperHeaders(t.app, 'editor@example.in');
    expect((await approve(id, headers)).json().message).toMatch(/less than 7 days/);
    // A week on, the announcements end and both may approve.
    t.setNow('2026-11-29T06:30:01.000Z');
    const later = await keeperHeaders(t.app, 'recent@example.in');
    expect((await notices(later)).newOwners).toEqual([]);
  });
});

describe.each(engines())('with one owner only (%s)', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(engine, {}, MADE);
    await addKeeper(t.app, 'only@example.in', 'owner');
    t.setNow(NOW);
  });
  afterEach(async () => t.close());

  it('the wait applies: nobody can approve, and the change is published a day later', async () => {
    const owner = await keeperHeaders(t.app, 'only@example.in');
    const revision = await donationDraft(t.app, owner, NEW_UPI);
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/keepers/content/donation/${DONATION_ITEM_ID}/publish`,
      headers: owner,
      payload: { expectedRevision: revision, password: PASSWORD },
    });
    const { id } = asked.json<{ pendingPayee: { id: number } }>().pendingPayee;
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/keepers/payee-changes/${id}/approve`,
      headers: owner,
      payload: { password: PASSWORD },
    });
    expect(approved.statusCode).toBe(403);
    expect((await publicContent(t.app)).donation?.upiId).toBe(SAMPLE_UPI);
    t.setNow(DUE);
    expect((await publicContent(t.app)).donation?.upiId).toBe(NEW_UPI);
  });

  it('is published by the instance’s timer when its wait ends, with no read asking', async () => {
    const timed = await buildTestApp(engine, { CONTENT_CHECK_MS: '200' }, NOW);
    try {
      await addKeeper(timed.app, 'only@example.in', 'owner');
      const owner = await keeperHeaders(timed.app, 'only@example.in');
      const revision = await donationDraft(timed.app, owner, NEW_UPI);
      await timed.app.inject({
        method: 'POST',
        url: `/api/keepers/content/donation/${DONATION_ITEM_ID}/publish`,
        headers: owner,
        payload: { expectedRevision: revision, password: PASSWORD },
      });
      timed.setNow(DUE);
      const store = timed.app.content.store;
      for (let i = 0; i < 50 && (await store.findPendingPayee()); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await store.findPendingPayee()).toBeUndefined();
      const item = await store.findItem('donation', DONATION_ITEM_ID);
      expect(JSON.parse(item?.published ?? '{}')).toMatchObject({ upiId: NEW_UPI });
    } finally {
      await timed.close();
    }
  });

  it('with KEEPER_PAYEE_WAIT_HOURS=0 a trial install publishes at once', async () => {
    const quick = await buildTestApp(engine, { KEEPER_PAYEE_WAIT_HOURS: '0' }, NOW);
    try {
      await addKeeper(quick.app, 'only@example.in', 'owner');
      const owner = await keeperHeaders(quick.app, 'only@example.in');
      const revision = await donationDraft(quick.app, owner, NEW_UPI);
      const asked = await quick.app.inject({
        method: 'POST',
        url: `/api/keepers/content/donation/${DONATION_ITEM_ID}/publish`,
        headers: owner,
        payload: { expectedRevision: revision, password: PASSWORD },
      });
      expect(asked.json().pendingPayee).toBeUndefined();
      expect(asked.json().published.data.upiId).toBe(NEW_UPI);
      expect((await publicContent(quick.app)).donation?.upiId).toBe(NEW_UPI);
    } finally {
      await quick.close();
    }
  });
});
