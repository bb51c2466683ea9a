import type { Annotation, AuditPage } from '@pawapuri/shared/contract/types';
import { buildTestApp, engines, type TestApp } from './helper';
import { addKeeper, keeperHeaders } from './keeper-helper';
import { post, readItem } from './content-helper';

const DIWALI = 'festival/mahavira-nirvana-diwali';

describe.each(engines())('chart annotations (%s)', (engine) => {
  let t: TestApp;
  const as: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    t = await buildTestApp(engine);
    for (const role of ['owner', 'editor', 'analyst'] as const) {
      await addKeeper(t.app, `${role}@example.in`, role);
      as[role] = await keeperHeaders(t.app, `${role}@example.in`);
    }
  });
  afterAll(async () => t.close());

  const list = async (query = 'from=2026-10-01&to=2026-11-30') => {
    const response = await t.app.inject(`/api/visitors/annotations?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ annotations: Annotation[] }>().annotations;
  };
  const write = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string> | undefined,
    payload?: object,
  ) => t.app.inject({ method, url: `/api/visitors/annotations${url}`, headers, payload });

  it('lists the published festivals of the range as read-only annotations, in either language', async () => {
    expect(await list()).toEqual([
      {
        id: 'festival:mahavira-nirvana-diwali:2026-11-08',
        day: '2026-11-08',
        text: 'Diwali: Mahavira’s Nirvana Day',
        kind: 'festival',
      },
      {
        id: 'festival:nirvan-laddu:2026-11-09',
        day: '2026-11-09',
        text: 'Nirvan laddu at dawn',
        kind: 'festival',
      },
    ]);
    expect((await list('from=2026-11-08&to=2026-11-08&lang=hi'))[0]?.text).toBe(
      'दीपावली: भगवान महावीर निर्वाण कल्याणक',
    );
    expect(await list('from=2026-11-10&to=2026-12-31')).toEqual([]);
  });

  it('follows the festival calendar when a keeper publishes a new date', async () => {
    const item = await readItem(t.app, as.editor!, DIWALI);
    const data = item.draft.data as { occurrences: { start: string; end?: string }[] };
    const occurrences = [{ start: '2026-11-09', end: '2026-11-10', verified: true }];
    const saved = await post(t.app, as.editor!, `${DIWALI}/draft`, {
      expectedRevision: item.draft.revision,
      data: { ...data, occurrences },
    });
    expect(saved.statusCode).toBe(200);
    const published = await post(t.app, as.editor!, `${DIWALI}/publish`, {
      expectedRevision: saved.json<{ draft: { revision: number } }>().draft.revision,
    });
    expect(published.statusCode).toBe(200);
    expect(await list()).toEqual([
      expect.objectContaining({ day: '2026-11-09', lastDay: '2026-11-10', kind: 'festival' }),
      expect.objectContaining({ id: 'festival:nirvan-laddu:2026-11-09' }),
    ]);
    // A festival that began before the range but lasts into it is shown.
    expect(await list('from=2026-11-10&to=2026-11-10')).toHaveLength(1);
  });

  it('lets analysts and owners add, change and remove notes, audited; others may not', async () => {
    const note = { day: '2026-11-01', text: 'WhatsApp message sent to the Jain groups' };
    expect((await write('POST', '', undefined, note)).statusCode).toBe(401);
    expect((await write('POST', '', as.editor, note)).statusCode).toBe(403);

    const added = await write('POST', '', as.analyst, note);
    expect(added.statusCode).toBe(201);
    const created = added.json<Annotation>();
    expect(created).toMatchObject({ ...note, kind: 'note', author: 'analyst@example.in' });
    // The public list leaves out who wrote a note (a keeper's sign-in email); keepers see it.
    const anonymous = { ...created };
    delete anonymous.author;
    expect(await list()).toContainEqual(anonymous);
    expect(JSON.stringify(await list())).not.toContain('@example.in');
    const asKeeper = await t.app.inject({
      url: '/api/visitors/annotations?from=2026-10-01&to=2026-11-30',
      headers: as.editor,
    });
    expect(asKeeper.json<{ annotations: Annotation[] }>().annotations).toContainEqual(created);

    const changed = await write('PUT', `/${created.id}`, as.owner, {
      day: '2026-11-02',
      text: 'Message sent on the 2nd',
    });
    expect(changed.statusCode).toBe(200);
    expect((await list()).find((a) => a.id === created.id)).toMatchObject({
      day: '2026-11-02',
      text: 'Message sent on the 2nd',
    });

    expect((await write('DELETE', `/${created.id}`, as.analyst)).statusCode).toBe(200);
    expect((await list()).some((a) => a.id === created.id)).toBe(false);
    expect((await write('DELETE', `/${created.id}`, as.analyst)).statusCode).toBe(404);
    expect((await write('PUT', '/999999', as.analyst, note)).statusCode).toBe(404);

    const audit = (
      await t.app.inject({ url: '/api/keepers/audit?size=200', headers: as.owner })
    ).json<AuditPage>();
    const actions = audit.content
      .filter((entry) => entry.action.startsWith('annotation-'))
      .map((entry) => `${entry.action} ${entry.actor}`);
    expect(actions.sort()).toEqual([
      'annotation-added analyst@example.in',
      'annotation-changed owner@example.in',
      'annotation-removed analyst@example.in',
    ]);
  });

  it.each([
    [{ day: '2026-02-30', text: 'x' }, 'day'],
    [{ day: '1 Nov', text: 'x' }, 'day'],
    [{ day: '2026-11-01', text: '' }, 'text'],
    [{ day: '2026-11-01', text: 'x'.repeat(281) }, 'text'],
    [{ day: '2026-11-01', text: 'bell\u0007' }, 'text'],
    [{ day: '2026-11-01', text: 'line\nbreak' }, 'text'],
    [{ day: '2026-11-01' }, 'text'],
    [{ day: '2026-11-01', text: 'x', colour: 'red' }, 'colour'],
  ])('refuses %j with a 400 naming %s, and stores nothing', async (body, field) => {
    const before = (await list()).length;
    const response = await write('POST', '', as.analyst, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, field });
    expect(await list()).toHaveLength(before);
  });

  it.each([
    ['from=2026-11-31&to=2026-12-01', 'from'],
    ['from=2026-12-01&to=2026-11-01', 'from'],
    ['from=2000-01-01&to=2026-11-01', 'to'],
    ['from=2026-11-01', 'to'],
    ['from=2026-11-01&to=2026-11-02&lang=fr', 'lang'],
  ])('refuses the range %s with a 400 naming %s', async (query, field) => {
    const response = await t.app.inject(`/api/visitors/annotations?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field });
  });
});
