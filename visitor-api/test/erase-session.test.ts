import { addApiKey } from './keeper-helper';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/build-app';
import { serverOptions } from '../src/app';
import { loadConfig } from '../src/common/settings/config';
import { createVisitRepository, type VisitRepository } from '../src/visit-store/visit-repository';
import type { LoggerSettings } from '../src/common/privacy/logger-options';
import {
  buildTestApp,
  captureLog,
  engines,
  openTestStore,
  storedCount,
  track,
  visit,
  type TestStore,
} from './helper';

const TOKEN = 'an-admin-token-for-erasure-tests';
const ERASED = 'erase-me-1763800000000';

function erase(app: FastifyInstance, sessionId: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'DELETE',
    url: `/api/visitors/sessions/${encodeURIComponent(sessionId)}`,
    headers: { authorization: `Bearer ${TOKEN}`, ...headers },
  });
}

async function searchTotal(app: FastifyInstance, filter: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/visitors/search',
    payload: filter,
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  return (response.json() as { totalElements: number }).totalElements;
}

describe.each(engines())('DELETE /api/visitors/sessions/:sessionId on %s', (engine) => {
  let store: TestStore;
  let repository: VisitRepository;
  let app: FastifyInstance;
  let now = Date.parse('2026-11-20T06:30:00.000Z');
  const log = captureLog();

  beforeAll(async () => {
    store = await openTestStore(engine);
    const config = loadConfig({ ...store.env, LOG_LEVEL: 'info' });
    repository = await createVisitRepository(store.database);
    const logger = { ...(serverOptions(config).logger as LoggerSettings), stream: log.stream };
    app = await buildApp({ config, clock: () => now, repository }, { logger });
    await addApiKey(app, TOKEN);
    // The erased session: two visits on the 20th, one on the 21st; a neighbour on both days.
    await track(app, visit({ sessionId: ERASED, pageVisited: '/' }));
    await track(app, visit({ sessionId: ERASED, pageVisited: '/gallery' }));
    await track(app, visit({ sessionId: 'neighbour' }));
    now = Date.parse('2026-11-21T06:30:00.000Z');
    await track(app, visit({ sessionId: ERASED, pageVisited: '/donate' }));
    await track(app, visit({ sessionId: 'neighbour' }));
  });
  afterAll(async () => {
    await app.close();
    await repository.close();
    await store.close();
  });

  it('erases every visit of the session and nothing else, answering how many', async () => {
    const statistics = await app.inject({ method: 'GET', url: '/api/visitors/statistics' });
    const analytics = await app.inject({ method: 'GET', url: '/api/visitors/analytics' });

    const response = await erase(app, ERASED);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ erased: 3 });

    expect(await searchTotal(app, { sessionId: ERASED })).toBe(0);
    expect(await searchTotal(app, { sessionId: 'neighbour' })).toBe(2);
    // The unfiltered total comes from the `stored` counter: it follows the rows that remain.
    expect(await searchTotal(app, {})).toBe(2);
    const csv = await app.inject({
      method: 'GET',
      url: '/api/visitors/export?format=csv',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(csv.body).not.toContain(ERASED);

    // No trace of the session id is left in the per-day session lists...
    const sessionRows = await store.database.db
      .selectFrom('daily_sessions')
      .select('session_id')
      .where('session_id', '=', ERASED)
      .execute();
    expect(sessionRows).toEqual([]);
    // ...while the anonymous aggregates stay as they were.
    expect((await app.inject({ method: 'GET', url: '/api/visitors/statistics' })).json()).toEqual(
      statistics.json(),
    );
    expect((await app.inject({ method: 'GET', url: '/api/visitors/analytics' })).json()).toEqual(
      analytics.json(),
    );
  });

  it('answers 0 for a session with no visits left', async () => {
    const response = await erase(app, ERASED);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ erased: 0 });
  });

  it('records a later visit of that session again, counted from then on', async () => {
    now = Date.parse('2026-11-21T08:00:00.000Z');
    expect((await track(app, visit({ sessionId: ERASED }))).statusCode).toBe(201);
    expect(await searchTotal(app, { sessionId: ERASED })).toBe(1);
    const sessionRows = await store.database.db
      .selectFrom('daily_sessions')
      .select('day')
      .where('session_id', '=', ERASED)
      .execute();
    expect(sessionRows).toEqual([{ day: '2026-11-21' }]);
  });

  it('logs the erasure without the session id', () => {
    const text = log.text();
    expect(text).toContain('"event":"session-erased","erased":3');
    expect(text).toContain('"url":"/api/visitors/sessions/:sessionId"');
    expect(text).not.toContain(ERASED);
  });

  it('needs the admin token', async () => {
    const response = await erase(app, 'neighbour', {
      authorization: 'Bearer not-the-token-at-all',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().field).toBe('authorization');
    expect(await searchTotal(app, { sessionId: 'neighbour' })).toBe(2);
  });

  it.each([
    ['with a space', 'has space'],
    ['of 129 characters', 'x'.repeat(129)],
    ['with a semicolon', 'semi;colon'],
  ])('refuses a session id %s with a 400 naming it', async (_label, sessionId) => {
    const response = await erase(app, sessionId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, field: 'sessionId' });
  });

  it('takes every session id track takes, up to 128 characters', async () => {
    const response = await erase(app, 'a:'.repeat(64));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ erased: 0 });
  });
});

describe('erasing a session, access and limits', () => {
  it('answers only this machine when no admin token is set', async () => {
    const t = await buildTestApp('sqlite');
    try {
      await track(t.app, visit({ sessionId: 'kept' }));
      const remote = await t.app.inject({
        method: 'DELETE',
        url: '/api/visitors/sessions/kept',
        remoteAddress: '203.0.113.5',
      });
      expect(remote.statusCode).toBe(403);
      expect(await storedCount(t.app)).toBe(1);
      const local = await t.app.inject({ method: 'DELETE', url: '/api/visitors/sessions/kept' });
      expect(local.json()).toEqual({ erased: 1 });
    } finally {
      await t.close();
    }
  });

  it('is rate-limited like the other admin calls', async () => {
    const t = await buildTestApp('sqlite', { RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        codes.push(
          (await t.app.inject({ method: 'DELETE', url: `/api/visitors/sessions/s${i}` }))
            .statusCode,
        );
      }
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await t.close();
    }
  });
});
