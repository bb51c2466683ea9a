import type { FastifyInstance } from 'fastify';
import { CUSTOM_EVENT_NAMES_MAX } from '@pawapuri/shared/contract';
import { BROWSER_UA, buildTestApp, engines, track, visit, type TestApp } from './helper';
import { addApiKey, addKeeper, keeperHeaders } from './keeper-helper';

const SESSION = '1732300000000-eventstest';
let keyCount = 0;
/** A fresh idempotency key of the accepted form. */
const newKey = () => `event-key-${String(++keyCount).padStart(16, '0')}`;

function event(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'call',
    pageVisited: '/hotels',
    sessionId: SESSION,
    eventId: newKey(),
    properties: { listing: 'Jal Mandir Dharamshala', number: '+916112000000' },
    ...overrides,
  };
}

function send(app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/visitors/events',
    payload: body as Record<string, unknown>,
    headers: { 'user-agent': BROWSER_UA, ...headers },
  });
}

async function storedEvents(app: FastifyInstance) {
  return app.visits.database.db.selectFrom('events').selectAll().orderBy('id').execute();
}

describe.each(engines())('POST /api/visitors/events on %s', (engine) => {
  let test: TestApp;
  let app: FastifyInstance;

  beforeEach(async () => {
    test = await buildTestApp(engine);
    app = test.app;
  });
  afterEach(async () => test.close());

  it('stores a built-in event with its session, page and properties, and no address', async () => {
    const body = event();
    const response = await send(app, body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      occurredAt: '2026-11-22T06:30:00.000Z',
    });
    const [row, ...rest] = await storedEvents(app);
    expect(rest).toHaveLength(0);
    expect(row).toMatchObject({
      name: 'call',
      page: '/hotels',
      session_id: SESSION,
      local_day: '2026-11-22',
      event_id: body.eventId,
    });
    expect(JSON.parse(row!.properties)).toEqual(body.properties);
    expect(Object.keys(row!)).not.toContain('ip_address');
  });

  it('stores an event once per key: a repeat answers the stored one with 200', async () => {
    const body = event();
    const first = await send(app, body);
    const again = await send(app, body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // Sent twice at once: the group commit puts both in one batch.
    const twin = event();
    const both = await Promise.all([send(app, twin), send(app, twin)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(await storedEvents(app)).toHaveLength(2);
  });

  it('counts events per day and name in the daily counts', async () => {
    await send(app, event());
    await send(app, event());
    await send(app, event({ name: 'upi-app', properties: { amount: '501' } }));
    const rows = await app.visits.database.db
      .selectFrom('daily_counts')
      .select(['key', 'visits'])
      .where('kind', '=', 'event')
      .orderBy('key')
      .execute();
    expect(rows.map((r) => [r.key, Number(r.visits)])).toEqual([
      ['call', 2],
      ['upi-app', 1],
    ]);
  });

  it('takes a queued event at the time it happened, within the last day', async () => {
    const occurredAt = '2026-11-21T20:00:00.000Z';
    const stored = await send(app, event({ occurredAt }));
    expect(stored.statusCode).toBe(201);
    expect(stored.json()).toMatchObject({ occurredAt });
    const old = await send(app, event({ occurredAt: '2026-11-20T06:00:00.000Z' }));
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ field: 'occurredAt' });
  });

  it.each([
    ['a browser sending Do Not Track', { dnt: '1' }, 'do-not-track'],
    ['a browser sending Global Privacy Control', { 'sec-gpc': '1' }, 'global-privacy-control'],
    ['a bot', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }, 'bot'],
    ['headless Chrome', { 'user-agent': 'Mozilla/5.0 HeadlessChrome/131.0.0.0' }, 'bot'],
  ])('stores nothing from %s (202)', async (_who, headers, reason) => {
    const response = await send(app, event(), headers);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ recorded: false, reason });
    expect(await storedEvents(app)).toHaveLength(0);
  });

  it.each([
    ['an unknown name', { name: 'made-up' }, 'name'],
    ['a name of the wrong form', { name: 'Call Now' }, 'name'],
    [
      'too many properties',
      { properties: { a: '1', b: '2', c: '3', d: '4', e: '5', f: '6' } },
      'properties',
    ],
    ['a property name of the wrong form', { properties: { 'Bad Name': 'x' } }, 'properties'],
    ['a control character in a property', { properties: { listing: 'a\u0007b' } }, 'properties'],
    ['an overlong property', { properties: { listing: 'x'.repeat(201) } }, 'properties'],
    ['a property that is not text', { properties: { amount: 501 } }, 'properties'],
    ['an unknown field', { extra: 'x' }, 'extra'],
    ['a missing key', { eventId: undefined }, 'eventId'],
    ['a page that is not a path', { pageVisited: 'https://elsewhere.example/' }, 'pageVisited'],
  ])('refuses %s with a 400 naming the field', async (_what, overrides, field) => {
    const response = await send(app, event(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, field });
    expect(await storedEvents(app)).toHaveLength(0);
  });

  it("erasing a session erases its events, and nobody else's", async () => {
    const token = 'an-owner-token-for-event-erasure';
    await test.close();
    test = await buildTestApp(engine);
    app = test.app;
    await addApiKey(app, token);
    await track(app, visit({ sessionId: SESSION }));
    await send(app, event());
    await send(app, event({ sessionId: 'someone-else' }));
    const erased = await app.inject({
      method: 'DELETE',
      url: `/api/visitors/sessions/${SESSION}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(erased.statusCode).toBe(200);
    expect((await storedEvents(app)).map((e) => e.session_id)).toEqual(['someone-else']);
  });

  it('purges events older than the retention period with the visits', async () => {
    await send(app, event());
    test.setNow('2026-11-23T06:30:00.000Z');
    await send(app, event());
    const purged = await app.visits.purgeBefore(Date.parse('2026-11-23T00:00:00.000Z'));
    expect(purged).toBe(0);
    expect((await storedEvents(app)).map((e) => e.local_day)).toEqual(['2026-11-23']);
  });
});

describe.each(engines())('event names keepers add, on %s', (engine) => {
  let test: TestApp;
  let app: FastifyInstance;
  let analyst: Record<string, string>;

  beforeAll(async () => {
    test = await buildTestApp(engine);
    app = test.app;
    await addKeeper(app, 'analyst@example.org', 'analyst');
    await addKeeper(app, 'editor@example.org', 'editor');
    analyst = await keeperHeaders(app, 'analyst@example.org');
  });
  afterAll(async () => test.close());

  const put = (name: string, headers: Record<string, string>) =>
    app.inject({ method: 'PUT', url: `/api/visitors/event-names/${name}`, headers });
  const del = (name: string, headers: Record<string, string>) =>
    app.inject({ method: 'DELETE', url: `/api/visitors/event-names/${name}`, headers });

  it('an analyst adds a name; events under it are then taken, and refused again once removed', async () => {
    expect((await send(app, event({ name: 'festival-map' }))).statusCode).toBe(400);
    const added = await put('festival-map', analyst);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ custom: ['festival-map'] });
    expect((await send(app, event({ name: 'festival-map' }))).statusCode).toBe(201);
    const listed = await app.inject({ method: 'GET', url: '/api/visitors/event-names' });
    expect(listed.json()).toMatchObject({ builtIn: expect.arrayContaining(['call', 'not-found']) });
    expect((await del('festival-map', analyst)).statusCode).toBe(200);
    const refused = await send(app, event({ name: 'festival-map' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'name' });
    const audit = await app.visits.database.db
      .selectFrom('keeper_audit')
      .select('action')
      .execute();
    expect(audit.map((e) => e.action)).toEqual(
      expect.arrayContaining(['event-name-added', 'event-name-removed']),
    );
  });

  it('refuses an editor (403), a stranger (401) and a built-in name (400)', async () => {
    const editor = await keeperHeaders(app, 'editor@example.org');
    expect((await put('by-editor', editor)).statusCode).toBe(403);
    expect((await put('by-nobody', {})).statusCode).toBe(401);
    const builtIn = await put('call', analyst);
    expect(builtIn.statusCode).toBe(400);
    expect(builtIn.json()).toMatchObject({ field: 'name' });
    expect((await del('never-added', analyst)).statusCode).toBe(404);
  });

  it(`keeps at most ${CUSTOM_EVENT_NAMES_MAX} added names (409 past them)`, async () => {
    for (let i = 0; i < CUSTOM_EVENT_NAMES_MAX; i++) {
      expect((await put(`custom-${i}`, analyst)).statusCode).toBe(200);
    }
    const over = await put('one-too-many', analyst);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ field: 'name' });
    // Adding one already there is no new name.
    expect((await put('custom-0', analyst)).statusCode).toBe(200);
  });
});
