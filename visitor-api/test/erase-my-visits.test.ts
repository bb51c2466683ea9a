import type { FastifyInstance } from 'fastify';
import { BROWSER_UA, buildTestApp, engines, track, visit, type TestApp } from './helper';

const MINE = '1732300000000-mytabonly1';
const OTHER = '1732300000000-neighbour1';
const URL = '/api/visitors/erase-my-visits';

function eraseMine(app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: URL,
    payload: body as Record<string, unknown>,
    headers: { 'user-agent': BROWSER_UA, ...headers },
  });
}

const sessionsOf = async (app: FastifyInstance, table: 'visits' | 'events' | 'daily_sessions') =>
  (
    await app.visits.database.db
      .selectFrom(table)
      .select('session_id')
      .where('session_id', 'in', [MINE, OTHER])
      .execute()
  ).map((row) => row.session_id);

describe.each(engines())('POST /api/visitors/erase-my-visits on %s', (engine) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await buildTestApp(engine, { RATE_LIMIT_TRACK_PER_MINUTE: '20' });
    const { app } = test;
    await track(app, visit({ sessionId: MINE, pageVisited: '/' }));
    await track(app, visit({ sessionId: MINE, pageVisited: '/privacy' }));
    await track(app, visit({ sessionId: OTHER }));
    const tapped = await app.inject({
      method: 'POST',
      url: '/api/visitors/events',
      payload: {
        name: 'call',
        pageVisited: '/cabs',
        sessionId: MINE,
        eventId: 'event-key-erase-mine-000001',
      },
      headers: { 'user-agent': BROWSER_UA },
    });
    expect(tapped.statusCode).toBe(201);
  });
  afterAll(() => test.close());

  it('erases the visits and events of the session the tab names, and nothing else', async () => {
    const { app } = test;
    const totals = (await app.inject({ method: 'GET', url: '/api/visitors/statistics' })).json();
    const response = await eraseMine(app, { sessionId: MINE });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ erased: 2 });
    expect(await sessionsOf(app, 'visits')).toEqual([OTHER]);
    expect(await sessionsOf(app, 'events')).toEqual([]);
    expect(await sessionsOf(app, 'daily_sessions')).toEqual([OTHER]);
    // The anonymous totals stay, as under retention.
    expect((await app.inject({ method: 'GET', url: '/api/visitors/statistics' })).json()).toEqual(
      totals,
    );
    // Asked again: nothing left.
    expect((await eraseMine(app, { sessionId: MINE })).json()).toEqual({ erased: 0 });
  });

  it('keeps the audit log: the erasure is added to it, without the session id', async () => {
    const rows = await test.app.visits.database.db
      .selectFrom('keeper_audit')
      .selectAll()
      .where('action', '=', 'visitor-visits-erased')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.actor, row.via, JSON.parse(row.detail)])).toEqual([
      [null, 'none', { erased: 2 }],
      [null, 'none', { erased: 0 }],
    ]);
    expect(rows[0]!.network).toBe('127.0.0.0');
    expect(JSON.stringify(rows)).not.toContain(MINE);
  });

  it.each([
    ['no session id', {}],
    ['a wildcard', { sessionId: '%' }],
    ['a session id of 129 characters', { sessionId: 'x'.repeat(129) }],
    ['another field', { sessionId: OTHER, all: true }],
    ['a list of ids', { sessionId: [OTHER] }],
  ])('refuses %s with a 400, erasing nothing', async (_name, body) => {
    const response = await eraseMine(test.app, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400 });
    expect(await sessionsOf(test.app, 'visits')).toEqual([OTHER]);
  });

  it('takes JSON only', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: URL,
      payload: `sessionId=${OTHER}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER_UA },
    });
    expect(response.statusCode).toBe(415);
    expect(await sessionsOf(test.app, 'visits')).toEqual([OTHER]);
  });

  it('is rate-limited per address as visits are', async () => {
    let status = 0;
    for (let i = 0; i < 25 && status !== 429; i++) {
      status = (await eraseMine(test.app, { sessionId: '1732300000000-nobody0000' })).statusCode;
    }
    expect(status).toBe(429);
  });
});
