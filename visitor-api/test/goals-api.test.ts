import type { FastifyInstance } from 'fastify';
import { GOALS_MAX } from '@pawapuri/shared/contract';
import { BROWSER_UA, buildTestApp, engines, track, visit, type TestApp } from './helper';
import { addKeeper, keeperHeaders } from './keeper-helper';

const SESSION = '1732300000000-goalstest';

describe.each(engines())('the dashboard goals API on %s', (engine) => {
  let test: TestApp;
  let app: FastifyInstance;
  let analyst: Record<string, string>;

  const post = (payload: unknown, headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/visitors/goals',
      payload: payload as Record<string, unknown>,
      headers,
    });
  const del = (id: string, headers: Record<string, string>) =>
    app.inject({ method: 'DELETE', url: `/api/visitors/goals/${id}`, headers });
  const dashboard = (query: string) =>
    app.inject({ method: 'GET', url: `/api/visitors/dashboard?${query}` });

  beforeEach(async () => {
    test = await buildTestApp(engine);
    app = test.app;
    await addKeeper(app, 'analyst@example.org', 'analyst');
    await addKeeper(app, 'editor@example.org', 'editor');
    analyst = await keeperHeaders(app, 'analyst@example.org');
  });
  afterEach(async () => test.close());

  it('adds, lists and removes goals, audited, and counts them on the dashboard', async () => {
    const added = await post(
      {
        name: 'Called a dharamshala',
        event: 'call',
        property: 'listing',
        value: 'Jal Mandir Dharamshala',
      },
      analyst,
    );
    expect(added.statusCode).toBe(201);
    await post({ name: 'Saw a stay', page: '/hotels*' }, analyst);
    const listed = await app.inject({ method: 'GET', url: '/api/visitors/goals' });
    expect(listed.json()).toEqual({
      goals: [
        {
          id: expect.any(Number),
          name: 'Called a dharamshala',
          event: 'call',
          property: 'listing',
          value: 'Jal Mandir Dharamshala',
        },
        { id: expect.any(Number), name: 'Saw a stay', page: '/hotels*' },
      ],
    });
    const [call, stay] = listed.json().goals as { id: number }[];

    await track(app, visit({ sessionId: SESSION, pageVisited: '/hotels' }));
    const event = await app.inject({
      method: 'POST',
      url: '/api/visitors/events',
      headers: { 'user-agent': BROWSER_UA },
      payload: {
        name: 'call',
        pageVisited: '/hotels',
        sessionId: SESSION,
        eventId: 'goal-event-0000000000000001',
        properties: { listing: 'Jal Mandir Dharamshala' },
      },
    });
    expect(event.statusCode).toBe(201);
    await app.events.flushed();

    const view = await dashboard('period=today');
    expect(view.statusCode).toBe(200);
    expect(view.json().goals).toEqual([
      {
        id: call!.id,
        name: 'Called a dharamshala',
        uniques: { value: 1, previous: 0 },
        total: { value: 1, previous: 0 },
        rate: { value: 1, previous: 0 },
      },
      {
        id: stay!.id,
        name: 'Saw a stay',
        uniques: { value: 1, previous: 0 },
        total: { value: 1, previous: 0 },
        rate: { value: 1, previous: 0 },
      },
    ]);
    expect(view.json().events).toEqual([{ name: 'call', events: 1 }]);
    const filtered = await dashboard(`period=today&goal=${call!.id}`);
    expect(filtered.json()).toMatchObject({ goal: call!.id, cards: { visits: { value: 1 } } });
    expect((await dashboard('period=today&goal=999')).json()).toMatchObject({ field: 'goal' });

    expect((await del(String(call!.id), analyst)).json().goals).toHaveLength(1);
    expect((await del(String(call!.id), analyst)).statusCode).toBe(404);
    const audit = await app.visits.database.db
      .selectFrom('keeper_audit')
      .select('action')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['goal-added', 'goal-removed']),
    );
  });

  it('refuses an editor (403) and a stranger (401)', async () => {
    const editor = await keeperHeaders(app, 'editor@example.org');
    expect((await post({ name: 'x', page: '/' }, editor)).statusCode).toBe(403);
    expect((await post({ name: 'x', page: '/' }, {})).statusCode).toBe(401);
    expect((await del('1', editor)).statusCode).toBe(403);
  });

  it.each([
    [{ page: '/' }, 'name'],
    [{ name: 'bell\u0007', page: '/' }, 'name'],
    [{ name: 'both', page: '/', event: 'call' }, 'page'],
    [{ name: 'neither' }, 'page'],
    [{ name: 'relative', page: 'hotels' }, 'page'],
    [{ name: 'bad event', event: 'Call Now' }, 'event'],
    [{ name: 'no value', event: 'call', property: 'listing' }, 'value'],
    [{ name: 'no property', event: 'call', value: 'x' }, 'property'],
    [{ name: 'page property', page: '/', property: 'listing', value: 'x' }, 'property'],
    [{ name: 'extra', page: '/', colour: 'red' }, 'colour'],
  ])('refuses %j with a 400 naming %s, storing nothing', async (body, field) => {
    const response = await post(body, analyst);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field });
    expect(await app.visits.database.db.selectFrom('goals').selectAll().execute()).toEqual([]);
  });

  it(`keeps at most ${GOALS_MAX} goals (409 past them)`, async () => {
    for (let i = 0; i < GOALS_MAX; i++) {
      expect((await post({ name: `goal ${i}`, page: `/p${i}` }, analyst)).statusCode).toBe(201);
    }
    const over = await post({ name: 'one too many', page: '/' }, analyst);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ field: 'name' });
  });
});
