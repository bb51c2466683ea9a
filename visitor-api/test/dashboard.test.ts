import { buildTestApp, engines, track, visit, type TestApp } from './helper';

// Asia/Kolkata is UTC+05:30; NOW is 12:00 local on Sunday 22 Nov 2026.
const NOW = '2026-11-22T06:30:00.000Z';

interface Row {
  key: string;
  visits: number;
  share: number;
}

describe.each(engines())('GET /api/visitors/dashboard on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    const at = async (iso: string, overrides: Record<string, unknown>) => {
      t.setNow(iso);
      expect((await track(t.app, visit(overrides))).statusCode).toBe(201);
    };
    // Session a: two pages this morning (09:30 local) from Google, in Hindi; also on the 19th.
    await at('2026-11-22T04:00:00.000Z', {
      sessionId: 'a',
      pageVisited: '/',
      referrer: 'https://www.google.com/',
      language: 'hi-IN',
    });
    await at('2026-11-22T04:01:00.000Z', {
      sessionId: 'a',
      pageVisited: '/gallery',
      language: 'hi-IN',
    });
    await at('2026-11-19T04:00:00.000Z', {
      sessionId: 'a',
      pageVisited: '/jal-mandir',
      language: 'hi',
    });
    // Session b: 11:57 local, from WhatsApp, not located, on a phone: still "now" at 12:00.
    await at('2026-11-22T06:27:00.000Z', {
      sessionId: 'b',
      pageVisited: '/jal-mandir',
      referrer: 'https://wa.me/919000000000',
      language: 'en-US',
      country: '',
      city: '',
      deviceType: 'mobile',
      browser: 'Samsung Internet',
      operatingSystem: 'Android',
    });
    // Session c ten days ago from Facebook; d 40 days ago; e a year ago (December 2025).
    await at('2026-11-12T04:00:00.000Z', {
      sessionId: 'c',
      referrer: 'https://l.facebook.com/l.php',
      city: 'Gaya',
    });
    await at('2026-10-13T04:00:00.000Z', { sessionId: 'd', pageVisited: '/donate' });
    await at('2025-12-01T04:00:00.000Z', { sessionId: 'e', referrer: 'https://t.co/x' });
    // c again, 40 days before its visit of the 12th.
    await at('2026-10-03T04:00:00.000Z', { sessionId: 'c', pageVisited: '/hotels' });
  });
  afterAll(async () => t.close());

  async function view(query: string, nowIso = NOW) {
    t.setNow(nowIso);
    const response = await t.app.inject(`/api/visitors/dashboard${query}`);
    return { status: response.statusCode, body: response.json() };
  }
  async function ok(query: string) {
    const { status, body } = await view(query);
    expect(status).toBe(200);
    return body;
  }

  it('shows today by the hour: cards, previous day, visitors now, every hour bucket', async () => {
    const body = await ok('?period=today');
    expect(body).toMatchObject({
      period: 'today',
      range: { from: '2026-11-22', to: '2026-11-22' },
      previousRange: { from: '2026-11-21', to: '2026-11-21' },
      granularity: 'hour',
      filters: {},
      cards: {
        visits: { value: 3, previous: 0 },
        uniqueVisitors: { value: 2, previous: 0 },
        viewsPerVisitor: { value: 1.5, previous: 0 },
        visitorsNow: 1,
      },
    });
    expect(body.series).toHaveLength(24);
    expect(body.series[0]).toEqual({ start: '2026-11-22T00:00', visits: 0, uniqueVisitors: 0 });
    expect(body.series[9]).toEqual({ start: '2026-11-22T09:00', visits: 2, uniqueVisitors: 1 });
    expect(body.series[11]).toEqual({ start: '2026-11-22T11:00', visits: 1, uniqueVisitors: 1 });
    expect(body.series.reduce((sum: number, p: { visits: number }) => sum + p.visits, 0)).toBe(3);
  });

  it('breaks today down by every dimension, largest first, ties by key, with shares', async () => {
    const { breakdowns } = await ok('?period=today');
    const third = 1 / 3;
    expect(breakdowns.page).toEqual([
      { key: '/', visits: 1, share: third },
      { key: '/gallery', visits: 1, share: third },
      { key: '/jal-mandir', visits: 1, share: third },
    ]);
    // Entry pages: the first page of each session's day, shared among the day's entries.
    expect(breakdowns.entry).toEqual([
      { key: '/', visits: 1, share: 0.5 },
      { key: '/jal-mandir', visits: 1, share: 0.5 },
    ]);
    expect(breakdowns.source.map((r: Row) => [r.key, r.visits])).toEqual([
      ['Direct', 1],
      ['Google', 1],
      ['WhatsApp', 1],
    ]);
    expect(breakdowns.country).toEqual([
      { key: 'India', visits: 2, share: 2 / 3 },
      { key: 'Unknown', visits: 1, share: third },
    ]);
    expect(breakdowns.city.map((r: Row) => r.key)).toEqual(['Patna', 'Unknown']);
    expect(breakdowns.language.map((r: Row) => [r.key, r.visits])).toEqual([
      ['hi', 2],
      ['en', 1],
    ]);
    expect(breakdowns.device.map((r: Row) => r.key)).toEqual(['desktop', 'mobile']);
    expect(breakdowns.browser.map((r: Row) => r.key)).toEqual(['Chrome', 'Samsung Internet']);
    expect(breakdowns.os.map((r: Row) => r.key)).toEqual(['Windows', 'Android']);
    expect(breakdowns.screen).toEqual([{ key: '1920x1080', visits: 3, share: 1 }]);
  });

  it.each([
    ['yesterday', '2026-11-21', '2026-11-21', '2026-11-20', '2026-11-20', 'hour'],
    ['7d', '2026-11-16', '2026-11-22', '2026-11-09', '2026-11-15', 'day'],
    ['30d', '2026-10-24', '2026-11-22', '2026-09-24', '2026-10-23', 'day'],
    ['month', '2026-11-01', '2026-11-22', '2026-10-10', '2026-10-31', 'day'],
    ['last-month', '2026-10-01', '2026-10-31', '2026-08-31', '2026-09-30', 'day'],
    ['12mo', '2025-11-23', '2026-11-22', '2024-11-23', '2025-11-22', 'week'],
    ['all', '2025-12-01', '2026-11-22', '2024-12-09', '2025-11-30', 'week'],
  ])('resolves %s to its local days and the same number just before', async (period, ...want) => {
    const [from, to, previousFrom, previousTo, granularity] = want;
    const body = await ok(`?period=${period}`);
    expect(body.range).toEqual({ from, to });
    expect(body.previousRange).toEqual({ from: previousFrom, to: previousTo });
    expect(body.granularity).toBe(granularity);
  });

  it('counts the cards of a range and of the range before it', async () => {
    // 7 days: a (today and the 19th) and b; before: c on the 12th.
    expect((await ok('?period=7d')).cards).toMatchObject({
      visits: { value: 4, previous: 1 },
      uniqueVisitors: { value: 2, previous: 1 },
      viewsPerVisitor: { value: 2, previous: 1 },
    });
    // 30 days: a, b, c; before: d on 13 Oct and c on 3 Oct (c counts in both ranges).
    expect((await ok('?period=30d')).cards).toMatchObject({
      visits: { value: 5, previous: 2 },
      uniqueVisitors: { value: 3, previous: 2 },
    });
    // A year: every session once, c included though its two days are 40 days apart.
    expect((await ok('?period=12mo')).cards).toMatchObject({
      visits: { value: 8, previous: 0 },
      uniqueVisitors: { value: 5, previous: 0 },
    });
  });

  it('fills day, week and month buckets, empty ones with zeros', async () => {
    const week = await ok('?period=7d');
    expect(week.series.map((p: { start: string }) => p.start)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(week.series[3]).toEqual({ start: '2026-11-19', visits: 1, uniqueVisitors: 1 });
    expect(week.series[6]).toEqual({ start: '2026-11-22', visits: 3, uniqueVisitors: 2 });

    // Weeks start on Monday; the first one starts with the range (a Monday earlier).
    const year = await ok('?period=12mo');
    expect(year.series[0]).toEqual({ start: '2025-11-23', visits: 0, uniqueVisitors: 0 });
    expect(year.series[1].start).toBe('2025-11-24');
    expect(year.series).toHaveLength(53);
    // Monday 16 Nov holds a (19th and 22nd: one visitor) and b.
    expect(year.series.at(-1)).toEqual({ start: '2026-11-16', visits: 4, uniqueVisitors: 2 });
    expect(year.series.find((p: { start: string }) => p.start === '2025-12-01')).toEqual({
      start: '2025-12-01',
      visits: 1,
      uniqueVisitors: 1,
    });

    const long = await ok('?period=custom&from=2024-11-15&to=2026-11-22');
    expect(long.granularity).toBe('month');
    expect(long.series).toHaveLength(25);
    expect(long.series[0].start).toBe('2024-11-15');
    expect(long.series[1].start).toBe('2024-12-01');
    expect(long.series.at(-1)).toEqual({ start: '2026-11-01', visits: 5, uniqueVisitors: 3 });
    // October: c on the 3rd, d on the 13th.
    expect(long.series.at(-2)).toEqual({ start: '2026-10-01', visits: 2, uniqueVisitors: 2 });
  });

  it('clamps a custom range that ends in the future to today', async () => {
    const body = await ok('?period=custom&from=2026-11-20&to=2026-12-31');
    expect(body.range).toEqual({ from: '2026-11-20', to: '2026-11-22' });
    expect(body.previousRange).toEqual({ from: '2026-11-17', to: '2026-11-19' });
    expect(body.cards.visits).toEqual({ value: 3, previous: 1 });
  });

  it('applies one filter to every figure, visitors now included', async () => {
    const body = await ok('?period=today&source=WhatsApp');
    expect(body.filters).toEqual({ source: 'WhatsApp' });
    expect(body.cards).toMatchObject({
      visits: { value: 1, previous: 0 },
      uniqueVisitors: { value: 1, previous: 0 },
      visitorsNow: 1,
    });
    expect(body.series[11]).toEqual({ start: '2026-11-22T11:00', visits: 1, uniqueVisitors: 1 });
    expect(body.breakdowns.page).toEqual([{ key: '/jal-mandir', visits: 1, share: 1 }]);
    expect((await ok('?period=today&source=Google')).cards.visitorsNow).toBe(0);
  });

  it('takes Unknown for a blank country or city, and a language by its primary subtag', async () => {
    expect((await ok('?period=today&country=Unknown')).cards.visits.value).toBe(1);
    expect((await ok('?period=today&city=Unknown')).breakdowns.source[0].key).toBe('WhatsApp');
    const hindi = await ok('?period=7d&language=hi');
    expect(hindi.cards).toMatchObject({
      visits: { value: 3, previous: 0 },
      uniqueVisitors: { value: 1, previous: 0 },
    });
    expect(hindi.series[3]).toEqual({ start: '2026-11-19', visits: 1, uniqueVisitors: 1 });
    expect(hindi.breakdowns.language).toEqual([{ key: 'hi', visits: 3, share: 1 }]);
  });

  it('filters entry pages to the entry visits, and combines filters (all must hold)', async () => {
    const entry = await ok('?period=30d&entry=%2F');
    // The first pages of a (today) and c (12th) were '/'; a's '/gallery' is no entry.
    expect(entry.cards.visits.value).toBe(2);
    expect(entry.breakdowns.source.map((r: Row) => r.key)).toEqual(['Facebook', 'Google']);
    const both = await ok('?period=30d&language=hi&page=%2Fgallery');
    expect(both.cards.visits.value).toBe(1);
    expect(both.filters).toEqual({ page: '/gallery', language: 'hi' });
    expect((await ok('?period=30d&language=hi&country=Unknown')).cards.visits.value).toBe(0);
  });

  it.each(['today', '7d', '30d', 'month', '12mo', 'all'])(
    'answers %s from the rollups as from the visits themselves',
    async (period) => {
      // Every visit has this screen: the filtered view reads the same visits, row by row.
      const rollups = await ok(`?period=${period}`);
      const visits = await ok(`?period=${period}&screen=1920x1080`);
      expect({ ...visits, filters: {} }).toEqual(rollups);
    },
  );

  it.each([
    ['?period=7d&colour=red', 'colour'],
    ['?period=fortnight', 'period'],
    ['?period=7d&from=2026-11-01', 'from'],
    ['?period=custom&from=2026-11-10', 'to'],
    ['?period=custom&to=2026-11-10', 'from'],
    ['?period=custom&from=2026-11-10&to=2026-11-01', 'from'],
    ['?period=custom&from=2026-02-30&to=2026-03-01', 'from'],
    ['?period=custom&from=2026-12-01&to=2026-12-31', 'from'],
    ['?period=custom&from=2010-01-01&to=2026-11-01', 'to'],
    ['?period=today&page=', 'page'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const { status, body } = await view(query);
    expect(status).toBe(400);
    expect(body.statusCode).toBe(400);
    expect(JSON.stringify(body)).toContain(field);
  });
});
