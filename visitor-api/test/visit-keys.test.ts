import { createVisitRepository, type VisitRepository } from '../src/visit-store/visit-repository';
import type { NewVisit } from '../src/common/db/visit-rows';
import {
  buildTestApp,
  engines,
  openTestStore,
  storedCount,
  track,
  visit,
  type TestApp,
  type TestStore,
} from './helper';

const KEY = '3f2b8c1e-9a4d-4e7f-8b6a-2c5d1e0f9a7b';
const OTHER_KEY = 'Zq7_kP2-vX9mN4rT8wY1aB3c';

async function analytics(t: TestApp) {
  return (await t.app.inject('/api/visitors/analytics')).json() as {
    totalVisits: number;
    todayVisits: number;
    todayUniqueVisitors: number;
    mostVisitedPages: [string, number][];
  };
}

describe.each(engines())('visits with an idempotency key on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(engine);
  });
  afterEach(async () => t.close());

  it('stores a key once: a retry is answered 200 with the first visit and counts nowhere', async () => {
    const first = await track(t.app, visit({ visitId: KEY, pageVisited: '/jal-mandir' }));
    expect(first.statusCode).toBe(201);
    t.setNow('2026-11-22T06:40:00.000Z');
    const retry = await track(t.app, visit({ visitId: KEY, pageVisited: '/jal-mandir' }));
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(retry.json().visitTime).toBe('2026-11-22T06:30:00.000Z');
    expect(await storedCount(t.app)).toBe(1);
    expect(await analytics(t)).toMatchObject({
      totalVisits: 1,
      todayVisits: 1,
      mostVisitedPages: [['/jal-mandir', 1]],
    });
  });

  it('stores different keys as two visits', async () => {
    const answers = [
      await track(t.app, visit({ visitId: KEY })),
      await track(t.app, visit({ visitId: OTHER_KEY })),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(answers[0]?.json().id).not.toBe(answers[1]?.json().id);
    expect(await storedCount(t.app)).toBe(2);
  });

  it('stores one visit when the same key arrives many times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => track(t.app, visit({ visitId: KEY }))),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    expect(await storedCount(t.app)).toBe(1);
    expect((await analytics(t)).totalVisits).toBe(1);
  });

  it('keeps visits without a key working, any number of them', async () => {
    const answers = await Promise.all(Array.from({ length: 3 }, () => track(t.app, visit())));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(await storedCount(t.app)).toBe(3);
  });

  const badKeys: [string, unknown][] = [
    ['too short', 'a'.repeat(23)],
    ['too long', 'a'.repeat(65)],
    ['holding a dot', `${KEY}.x`],
    ['holding a slash', `../${KEY}`],
    ['a number', 1e30],
    ['null', null],
  ];
  it.each(badKeys)('refuses a visitId %s with 400 naming it, storing nothing', async (_, key) => {
    const response = await track(t.app, visit({ visitId: key }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      field: 'visitId',
    });
    expect(await storedCount(t.app)).toBe(0);
  });
});

describe.each(engines())('a batch holding repeated keys on %s', (engine) => {
  let store: TestStore;
  let visits: VisitRepository;
  beforeEach(async () => {
    store = await openTestStore(engine);
    visits = await createVisitRepository(store.database);
  });
  afterEach(async () => {
    await visits.close();
    await store.close();
  });

  const at = Date.parse('2026-11-22T06:30:00.000Z');
  const newVisit = (page: string, visitId?: string): NewVisit => ({
    visitTime: at,
    ipAddress: '203.0.113.7',
    deviceType: 'mobile',
    browser: 'Chrome',
    operatingSystem: 'Android',
    country: 'India',
    city: 'Patna',
    pageVisited: page,
    referrer: 'Direct',
    screenResolution: '393x873',
    sessionId: 'batch-session',
    language: 'hi-IN',
    ...(visitId === undefined ? {} : { visitId }),
  });

  it('stores each key once within one batch and across batches, failing no other visit', async () => {
    const first = await visits.trackMany([
      newVisit('/a', KEY),
      newVisit('/b'),
      newVisit('/a', KEY),
      newVisit('/c', OTHER_KEY),
      newVisit('/b'),
    ]);
    expect(first.map((s) => s.repeated)).toEqual([false, false, true, false, false]);
    expect(first[2]?.id).toBe(first[0]?.id);

    const keyThree = 'third-key-000000000000000';
    const second = await visits.trackMany([
      newVisit('/c', OTHER_KEY),
      newVisit('/d', keyThree),
      newVisit('/a', KEY),
      newVisit('/d', keyThree),
      newVisit('/e'),
    ]);
    expect(second.map((s) => s.repeated)).toEqual([true, false, true, true, false]);
    expect(second[0]?.id).toBe(first[3]?.id);
    expect(second[2]?.id).toBe(first[0]?.id);
    expect(second[3]?.id).toBe(second[1]?.id);

    // Six visits stored (a, b, c, b, d, e), and every rollup counted exactly those.
    const analytics = await visits.analytics(at);
    expect(analytics.totalVisits).toBe(6);
    expect(analytics.todayVisits).toBe(6);
    expect(Object.fromEntries(analytics.mostVisitedPages)).toEqual({
      '/a': 1,
      '/b': 2,
      '/c': 1,
      '/d': 1,
      '/e': 1,
    });
  });

  it('answers a batch made only of repeats without storing anything', async () => {
    const [stored] = await visits.trackMany([newVisit('/a', KEY)]);
    const repeats = await visits.trackMany([newVisit('/a', KEY), newVisit('/a', KEY)]);
    expect(repeats).toEqual([
      { ...stored, repeated: true },
      { ...stored, repeated: true },
    ]);
    expect((await visits.statistics(at)).totalVisits).toBe(1);
  });
});
