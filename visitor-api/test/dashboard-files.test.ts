import { addGoal } from '../src/goals/goal-store';
import { buildTestApp, engines, track, visit, type TestApp } from './helper';
import { parseCsv } from './support/parse-csv';
import { pageCount, pdfText } from './support/pdf-text';

// Asia/Kolkata is UTC+05:30; NOW is 12:00 local on Sunday 22 Nov 2026.
const NOW = '2026-11-22T06:30:00.000Z';

/** The CSV and the monthly report drawn from visits actually stored, as the dashboard reads them. */
describe.each(engines())('dashboard files from stored visits on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    const at = async (iso: string, overrides: Record<string, unknown>) => {
      t.setNow(iso);
      expect((await track(t.app, visit(overrides))).statusCode).toBe(201);
    };
    await at('2026-11-20T04:00:00.000Z', { sessionId: 'a', referrer: 'https://wa.me/91900' });
    await at('2026-11-20T04:01:00.000Z', {
      sessionId: 'a',
      pageVisited: '/donate',
      referrer: 'https://wa.me/91900',
    });
    await at('2026-11-21T04:00:00.000Z', { sessionId: 'b', referrer: 'https://www.google.com/' });
    await at('2026-10-05T04:00:00.000Z', { sessionId: 'c', referrer: 'Direct' });
    await addGoal(
      t.app.visits.database,
      { name: 'Reached the donate page', page: '/donate' },
      'test',
      0,
      30,
    );
    t.setNow(NOW);
  });
  afterAll(async () => t.close());

  it('the CSV holds the same breakdown rows as the dashboard, all of them', async () => {
    const view = (await t.app.inject('/api/visitors/dashboard?period=7d')).json<{
      breakdowns: Record<string, { key: string; visits: number }[]>;
    }>();
    const response = await t.app.inject('/api/visitors/dashboard.csv?period=7d');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const rows = parseCsv(response.body.replace(/^\uFEFF/, ''));
    const sources = rows.filter((row) => row[0] === 'source').map((row) => [row[1], row[2]]);
    expect(sources).toEqual(view.breakdowns.source?.map((row) => [row.key, String(row.visits)]));
    expect(sources).toEqual([
      ['WhatsApp', '2'],
      ['Google', '1'],
    ]);
  });

  it('the CSV gives each goal as the dashboard counts it', async () => {
    const view = (await t.app.inject('/api/visitors/dashboard?period=7d')).json<{
      goals: { name: string; uniques: { value: number }; total: { value: number } }[];
    }>();
    expect(view.goals.map((goal) => [goal.name, goal.uniques.value, goal.total.value])).toEqual([
      ['Reached the donate page', 1, 1],
    ]);
    const response = await t.app.inject('/api/visitors/dashboard.csv?period=7d');
    const rows = parseCsv(response.body.replace(/^\uFEFF/, ''));
    // One of the week's two visitors reached the page.
    expect(rows.filter((row) => row[0] === 'goal')).toEqual([
      ['goal', 'Reached the donate page', '1', '0', '1', '0', '50', '0'],
    ]);
  });

  it('a filter in the query filters the CSV', async () => {
    const response = await t.app.inject('/api/visitors/dashboard.csv?period=7d&source=Google');
    const rows = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(rows.filter((row) => row[0] === 'source').map((row) => row[1])).toEqual(['Google']);
  });

  it("the monthly report is one page with the month's visits", async () => {
    const response = await t.app.inject('/api/visitors/report?month=2026-11');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(pageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    expect(text).toContain('November 2026');
    expect(text).toContain('WhatsApp');
    expect(text).toContain('/donate');
    // November's one of two visitors against October's none.
    expect(text).toMatch(/Reached the donate page\s+1\s+0\s+1\s+0\s+50\.0%\s+0\.0%/);
  });

  it('a malformed range is a 400 naming what is wrong, for the CSV too', async () => {
    const response = await t.app.inject('/api/visitors/dashboard.csv?period=7d&from=2026-11-01');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/from/);
  });
});
