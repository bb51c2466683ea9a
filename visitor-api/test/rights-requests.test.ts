import { buildTestApp, engines, openTestStore, type TestApp } from './helper';
import { migrate, migrator } from '../src/migrations/migrate';
import { addApiKey, addKeeper, keeperHeaders, SITE } from './keeper-helper';

describe.each(engines())('rights requests (%s)', (engine) => {
  let t: TestApp;
  let owner: Record<string, string>;
  let editor: Record<string, string>;
  beforeEach(async () => {
    t = await buildTestApp(engine);
    await addKeeper(t.app, 'owner@example.in', 'owner');
    await addKeeper(t.app, 'editor@example.in', 'editor');
    owner = await keeperHeaders(t.app, 'owner@example.in');
    editor = await keeperHeaders(t.app, 'editor@example.in');
  });
  afterEach(async () => t.close());

  const call = (
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api/keepers${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('a keeper asks, an owner sees and answers, and the answer time is recorded', async () => {
    const asked = await call('POST', '/me/requests', editor, {
      kind: 'correction',
      request: 'My display name is spelt Ananya, not Anaya.',
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({
      email: 'editor@example.in',
      kind: 'correction',
      askedAt: '2026-11-22T06:30:00.000Z',
      answeredAt: null,
      answerHours: null,
    });
    const erase = await call('POST', '/me/requests', editor, {
      kind: 'erasure',
      request: 'Please erase my account when I leave in December.',
    });
    expect(erase.statusCode).toBe(201);

    // Only owners see everyone's; the editor is refused the list.
    expect((await call('GET', '/rights-requests', editor)).statusCode).toBe(403);
    const listed = (await call('GET', '/rights-requests', owner)).json();
    expect(listed.requests.map((r: { kind: string }) => r.kind)).toEqual(['erasure', 'correction']);

    t.setNow('2026-11-24T18:30:00.000Z');
    // Sessions end when idle: both sign in again two and a half days later.
    owner = await keeperHeaders(t.app, 'owner@example.in');
    editor = await keeperHeaders(t.app, 'editor@example.in');
    const id = asked.json().id as number;
    const answered = await call('POST', `/rights-requests/${id}/answer`, owner, {
      outcome: 'done',
      answer: 'Corrected.',
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({
      answeredAt: '2026-11-24T18:30:00.000Z',
      answeredBy: 'owner@example.in',
      outcome: 'done',
      answerHours: 60,
    });
    const again = await call('POST', `/rights-requests/${id}/answer`, owner, {
      outcome: 'refused',
      answer: 'No.',
    });
    expect(again.statusCode).toBe(409);
    expect(
      (
        await call('POST', '/rights-requests/999/answer', owner, {
          outcome: 'done',
          answer: 'x',
        })
      ).statusCode,
    ).toBe(404);

    const mine = (await call('GET', '/me/requests', editor)).json();
    expect(mine.requests.map((r: { outcome: string | null }) => r.outcome)).toEqual([null, 'done']);
    // The owner's own list holds only the owner's requests (none).
    expect((await call('GET', '/me/requests', owner)).json()).toEqual({ requests: [] });

    // Asking and answering are in the audit log: which request, never its text.
    const logged = async (action: string) =>
      (await call('GET', `/audit?action=${action}`, owner)).json<{
        content: { actor: string; detail: Record<string, unknown> }[];
      }>().content;
    const made = await logged('rights-request-made');
    expect(made.map((e) => [e.actor, e.detail.kind])).toEqual([
      ['editor@example.in', 'erasure'],
      ['editor@example.in', 'correction'],
    ]);
    expect(await logged('rights-request-answered')).toMatchObject([
      { actor: 'owner@example.in', detail: { id, outcome: 'done' } },
    ]);
    expect(JSON.stringify(made)).not.toContain('Ananya');
  });

  it('refuses hostile input, strangers and scripts, storing nothing', async () => {
    const ask = (payload: unknown, headers = editor) =>
      call('POST', '/me/requests', headers, payload);
    const refused = [
      await ask({ kind: 'deletion', request: 'x' }),
      await ask({ kind: 'erasure', request: '' }),
      await ask({ kind: 'erasure', request: 'x'.repeat(2001) }),
      await ask({ kind: 'erasure', request: 'a\u0000b' }),
      await ask({ kind: 'erasure', request: 'x', accountId: 1 }),
      await ask({ kind: ['erasure'], request: 'x' }),
      await ask({ kind: 'erasure', request: 'x' }, { origin: SITE }),
      await ask(
        { kind: 'erasure', request: 'x' },
        { origin: SITE, cookie: `pawapuri-keeper=${'A'.repeat(43)}` },
      ),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400, 400, 401, 401]);
    const key = await addApiKey(t.app, `pk_${'r'.repeat(40)}`, 'owner');
    const byKey = await ask({ kind: 'erasure', request: 'x' }, { authorization: `Bearer ${key}` });
    expect(byKey.statusCode).toBe(403);
    for (const path of [
      '/rights-requests/abc/answer',
      '/rights-requests/0/answer',
      `/rights-requests/${'9'.repeat(30)}/answer`,
    ]) {
      expect((await call('POST', path, owner, { outcome: 'done', answer: 'x' })).statusCode).toBe(
        400,
      );
    }
    expect(
      (await call('POST', '/rights-requests/1/answer', owner, { outcome: 'maybe', answer: 'x' }))
        .statusCode,
    ).toBe(400);
    expect((await call('GET', '/rights-requests', owner)).json()).toEqual({ requests: [] });

    // A keeper may not flood the owners: ten waiting at most.
    for (let i = 0; i < 10; i += 1) {
      expect((await ask({ kind: 'correction', request: `fix ${i}` })).statusCode).toBe(201);
    }
    const eleventh = await ask({ kind: 'correction', request: 'one more' });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toMatch(/10 of your requests are waiting/);
  });
});

describe.each(engines())('migration 025 after a gap (%s)', (engine) => {
  it('an install that stopped at 018 (016 was never a migration) runs 025 and what came after it, nothing before', async () => {
    const store = await openTestStore(engine);
    try {
      const upTo018 = await migrator(store.database).migrateTo('018-payee-changes');
      expect(upTo018.error).toBeUndefined();
      expect(upTo018.results?.map((r) => r.migrationName)).not.toContain('016');
      // The later migrations after it, and none of the ones before.
      expect(await migrate(store.database)).toEqual(['025-rights-requests', '026-barrier-reports']);
      const rows = await store.database.db.selectFrom('rights_requests').selectAll().execute();
      expect(rows).toEqual([]);
    } finally {
      await store.close();
    }
  });
});
