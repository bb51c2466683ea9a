import { buildTestApp, engines, storedCount, track, visit, type TestApp } from './helper';

// The test clock: 06:30 UTC is 12:00 on 22 November in the site's zone (Asia/Kolkata).
const NOW = '2026-11-22T06:30:00.000Z';

async function search(t: TestApp) {
  const page = await t.app.inject({ method: 'POST', url: '/api/visitors/search', payload: {} });
  return page.json().content as { visitTime: string }[];
}

describe.each(engines())('a queued visit with its original time on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(engine, {}, NOW);
  });
  afterEach(async () => t.close());

  it('is stored with that time and counted on its own local day', async () => {
    // 23:30 on 21 November in Kolkata: yesterday there, though it arrives today.
    const response = await track(t.app, visit({ visitedAt: '2026-11-21T18:00:00.000Z' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().visitTime).toBe('2026-11-21T18:00:00.000Z');
    expect((await search(t)).map((r) => r.visitTime)).toEqual(['2026-11-21T18:00:00.000Z']);
    const analytics = (await t.app.inject('/api/visitors/analytics')).json();
    expect(analytics).toMatchObject({ totalVisits: 1, todayVisits: 0 });
    const days = analytics.dailyVisits as { date: string; visits: number }[];
    expect(days.find((d) => d.date === '2026-11-21')?.visits).toBe(1);
    expect(days.find((d) => d.date === '2026-11-22')?.visits).toBe(0);
  });

  it('reads a time with an offset', async () => {
    const response = await track(t.app, visit({ visitedAt: '2026-11-22T11:00:00+05:30' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().visitTime).toBe('2026-11-22T05:30:00.000Z');
  });

  it('takes a time almost 24 hours old', async () => {
    const response = await track(t.app, visit({ visitedAt: '2026-11-21T06:31:00Z' }));
    expect(response.statusCode).toBe(201);
  });

  it('stores a time slightly ahead (a fast clock) as the arrival time', async () => {
    const response = await track(t.app, visit({ visitedAt: '2026-11-22T06:31:30Z' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().visitTime).toBe(NOW);
  });

  it('uses the arrival time without one', async () => {
    expect((await track(t.app, visit())).json().visitTime).toBe(NOW);
  });

  const refused: [string, unknown][] = [
    ['older than 24 hours and the skew', '2026-11-21T06:27:00Z'],
    ['days old', '2026-11-01T06:30:00Z'],
    ['further ahead than the skew', '2026-11-22T06:33:00Z'],
    ['without a zone', '2026-11-22T06:00:00'],
    ['a bare day', '2026-11-22'],
    ['not a real time', '2026-11-21T25:00:00Z'],
    ['a number', Date.parse(NOW)],
  ];
  it.each(refused)('refuses a visitedAt %s with 400 naming it', async (_, visitedAt) => {
    const response = await track(t.app, visit({ visitedAt }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, field: 'visitedAt' });
    expect(await storedCount(t.app)).toBe(0);
  });
});
