import { buildTestApp, engines, track, visit, type TestApp } from './helper';

// Asia/Kolkata is UTC+05:30: 23:59 local on 21 Nov is 18:29Z, 00:01 local on 22 Nov is 18:31Z.
const LATE_21ST = '2026-11-21T18:29:00.000Z';
const EARLY_22ND = '2026-11-21T18:31:00.000Z';
const NOON_22ND = '2026-11-22T06:30:00.000Z';

describe.each(engines())('statistics and analytics on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(engine);
  });
  afterEach(async () => t.close());

  async function trackAt(iso: string, overrides: Record<string, unknown> = {}) {
    t.setNow(iso);
    const response = await track(t.app, visit(overrides));
    expect(response.statusCode).toBe(201);
  }
  const get = async (path: string) => {
    t.setNow(NOON_22ND);
    return (await t.app.inject(`/api/visitors/${path}`)).json();
  };

  it('counts "today" by the calendar day in Asia/Kolkata, not UTC', async () => {
    await trackAt(LATE_21ST, { sessionId: 's-late' });
    await trackAt(EARLY_22ND, { sessionId: 's-early' });
    // Both instants are on 21 Nov in UTC; only the second is on 22 Nov in India.
    expect(await get('statistics')).toEqual({
      totalVisits: 2,
      todayVisits: 1,
      todayUniqueVisitors: 1,
    });
    const analytics = await get('analytics');
    expect(analytics).toMatchObject({ todayVisits: 1, weekVisits: 2, monthVisits: 2 });
    expect(analytics.dailyVisits.slice(-2)).toEqual([
      { date: '2026-11-21', visits: 1, uniqueVisitors: 1 },
      { date: '2026-11-22', visits: 1, uniqueVisitors: 1 },
    ]);
  });

  it('counts unique visitors as distinct session ids per window', async () => {
    await trackAt('2026-11-22T04:00:00.000Z', { sessionId: 'a' });
    await trackAt('2026-11-22T04:01:00.000Z', { sessionId: 'a', pageVisited: '/gallery' });
    await trackAt('2026-11-22T04:02:00.000Z', { sessionId: 'b' });
    // 'a' also came 3 days ago (inside the week) and 'c' 10 days ago (month only).
    await trackAt('2026-11-19T04:00:00.000Z', { sessionId: 'a' });
    await trackAt('2026-11-12T04:00:00.000Z', { sessionId: 'c' });
    await trackAt('2026-11-12T05:00:00.000Z', { sessionId: 'a' });
    // 40 days ago: outside every window.
    await trackAt('2026-10-13T04:00:00.000Z', { sessionId: 'd' });
    const analytics = await get('analytics');
    expect(analytics).toMatchObject({
      totalVisits: 7,
      todayVisits: 3,
      todayUniqueVisitors: 2,
      weekVisits: 4,
      weekUniqueVisitors: 2,
      monthVisits: 6,
      monthUniqueVisitors: 3,
    });
    expect(analytics.dailyVisits).toHaveLength(30);
    expect(analytics.dailyVisits[0].date).toBe('2026-10-24');
    expect(analytics.dailyVisits.find((d: { date: string }) => d.date === '2026-11-12')).toEqual({
      date: '2026-11-12',
      visits: 2,
      uniqueVisitors: 2,
    });
  });

  it('splits today by device and lists top pages and countries (blank as Unknown)', async () => {
    const day = '2026-11-22T05:00:00.000Z';
    await trackAt(day, { deviceType: 'mobile', pageVisited: '/jal-mandir', country: 'India' });
    await trackAt(day, { deviceType: 'mobile', pageVisited: '/jal-mandir', country: '' });
    await trackAt(day, { deviceType: 'tablet', pageVisited: '/gallery', country: 'Nepal' });
    await trackAt(day, { deviceType: 'desktop', pageVisited: '/', country: undefined });
    for (const page of ['/a', '/b', '/c', '/d'])
      await trackAt('2026-11-10T05:00:00.000Z', { pageVisited: page });
    // Older than 30 days: not in the top pages.
    await trackAt('2026-10-01T05:00:00.000Z', { pageVisited: '/old' });
    await trackAt('2026-10-01T05:00:00.000Z', { pageVisited: '/old' });
    const analytics = await get('analytics');
    expect(analytics).toMatchObject({
      todayMobileVisits: 2,
      todayTabletVisits: 1,
      todayDesktopVisits: 1,
    });
    expect(analytics.mostVisitedPages).toEqual([
      ['/jal-mandir', 2],
      ['/', 1],
      ['/a', 1],
      ['/b', 1],
      ['/c', 1],
    ]);
    expect(analytics.visitorsByCountry).toEqual([
      ['India', 5],
      ['Unknown', 2],
      ['Nepal', 1],
    ]);
  });

  it('answers zeros on an empty store', async () => {
    expect(await get('statistics')).toEqual({
      totalVisits: 0,
      todayVisits: 0,
      todayUniqueVisitors: 0,
    });
    const analytics = await get('analytics');
    expect(analytics).toMatchObject({
      weekUniqueVisitors: 0,
      mostVisitedPages: [],
      visitorsByCountry: [],
    });
  });
});

describe.each(engines())('retention on %s', (engine) => {
  it('purges visits older than the retention cut-off, keeping the all-time total', async () => {
    const t = await buildTestApp(engine, {}, '2026-09-01T06:00:00.000Z');
    try {
      await track(t.app, visit({ sessionId: 'old' }));
      t.setNow('2026-11-22T06:00:00.000Z');
      await track(t.app, visit({ sessionId: 'new' }));
      const deleted = await t.app.visits.purgeBefore(
        Date.parse('2026-11-22T06:00:00.000Z') - 31 * 86_400_000,
      );
      expect(deleted).toBe(1);
      const page = await t.app.inject({ method: 'POST', url: '/api/visitors/search', payload: {} });
      expect(page.json()).toMatchObject({ totalElements: 1, content: [{ sessionId: 'new' }] });
      const stats = await t.app.inject('/api/visitors/statistics');
      expect(stats.json()).toMatchObject({ totalVisits: 2, todayVisits: 1 });
    } finally {
      await t.close();
    }
  });
});
