import { buildTestApp, engines, track, visit, type TestApp } from './helper';

const NOW = '2026-11-22T06:30:00.000Z';

async function dashboard(t: TestApp, query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/visitors/dashboard?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    cards: { visits: { value: number } };
    breakdowns: Record<string, { key: string; visits: number }[]>;
  };
}

/** Both ways a filtered view is read: the in-memory index, and SQL over the stored visits. */
describe.each(
  engines().flatMap((engine) => [
    [engine, 'on'],
    [engine, 'off'],
  ]),
)('campaigns on %s (visit index %s)', (engine, visitIndex) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, { DASHBOARD_VISIT_INDEX: visitIndex }, NOW);
    const diwali = { utmSource: 'whatsapp', utmMedium: 'group', utmCampaign: 'diwali-2026' };
    // Two visits of a session that came from the Diwali message, one of another, and one with none.
    expect((await track(t.app, visit({ sessionId: 'wa-1', ...diwali }))).statusCode).toBe(201);
    expect(
      (await track(t.app, visit({ sessionId: 'wa-1', pageVisited: '/donate', ...diwali })))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await track(
          t.app,
          visit({
            sessionId: 'poster',
            utmSource: 'poster',
            utmCampaign: 'kartik-purnima',
            utmContent: 'gate\u0007',
          }),
        )
      ).statusCode,
    ).toBe(201);
    expect((await track(t.app, visit({ sessionId: 'plain' }))).statusCode).toBe(201);
  });
  afterAll(async () => t.close());

  it('breaks visits down by campaign, source, medium and content; no campaign is Unknown', async () => {
    const view = await dashboard(t, 'period=today');
    expect(view.breakdowns.utmCampaign).toEqual([
      { key: 'diwali-2026', visits: 2, share: 0.5 },
      { key: 'Unknown', visits: 1, share: 0.25 },
      { key: 'kartik-purnima', visits: 1, share: 0.25 },
    ]);
    expect(view.breakdowns.utmSource?.map((r) => r.key)).toEqual(['whatsapp', 'Unknown', 'poster']);
    expect(view.breakdowns.utmMedium).toContainEqual({ key: 'group', visits: 2, share: 0.5 });
    // The control character was dropped before the visit was stored.
    expect(view.breakdowns.utmContent?.map((r) => r.key)).toContain('gate');
  });

  it('filters every figure by a campaign, as by any other breakdown', async () => {
    const view = await dashboard(t, 'period=today&utmCampaign=diwali-2026');
    expect(view.cards.visits.value).toBe(2);
    expect(view.breakdowns.page?.map((r) => r.key).sort()).toEqual(['/', '/donate']);
    const combined = await dashboard(t, 'period=today&utmSource=whatsapp&page=%2Fdonate');
    expect(combined.cards.visits.value).toBe(1);
    const none = await dashboard(t, 'period=today&utmCampaign=Unknown');
    expect(none.cards.visits.value).toBe(1);
  });

  it('refuses an overlong or blank campaign value with a 400 naming the field', async () => {
    const long = await track(t.app, visit({ utmCampaign: 'x'.repeat(101) }));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ field: 'utmCampaign' });
    const blank = await track(t.app, visit({ utmSource: '  ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ field: 'utmSource' });
  });
});
