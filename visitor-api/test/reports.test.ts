import type { FastifyInstance } from 'fastify';
import type { DashboardRequest, DayRange } from '@pawapuri/shared/contract/types';
import { HttpError } from '../src/common/http/http-error';
import type { ReadDashboard } from '../src/reports/read-dashboard';
import { fixtureView } from './support/dashboard-fixture';
import { parseCsv } from './support/parse-csv';
import { pageCount, pdfText } from './support/pdf-text';
import { buildReportsApp } from './support/reports-app';

interface Call {
  query: DashboardRequest;
  breakdownRows: number;
}

const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };
const SEPTEMBER = { from: '2026-09-01', to: '2026-09-30' };

/** A reader answering fixture views for the range asked (custom) or October, remembering each call. */
function fixtureReader(totals: (range: DayRange) => [number, number] = () => [965, 800]) {
  const calls: Call[] = [];
  const read: ReadDashboard = async (query, { breakdownRows }) => {
    calls.push({ query, breakdownRows });
    const range = query.from && query.to ? { from: query.from, to: query.to } : OCTOBER;
    const view = fixtureView(range, SEPTEMBER, ...totals(range));
    return { ...view, period: query.period ?? '30d', filters: { source: query.source } };
  };
  return { read, calls };
}

describe('GET /api/visitors/dashboard.csv', () => {
  let app: FastifyInstance;
  let reader: ReturnType<typeof fixtureReader>;
  beforeEach(async () => {
    reader = fixtureReader();
    app = await buildReportsApp(reader.read);
  });
  afterEach(async () => app.close());

  it('gives the range, filters and cards, then every breakdown row', async () => {
    const response = await app.inject({
      url: '/api/visitors/dashboard.csv?period=custom&from=2026-10-01&to=2026-10-31&source=WhatsApp',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="pawapuri-analytics-2026-10-01-to-2026-10-31.csv"',
    );
    expect(reader.calls).toEqual([
      {
        query: { period: 'custom', from: '2026-10-01', to: '2026-10-31', source: 'WhatsApp' },
        breakdownRows: 1000,
      },
    ]);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(response.body.slice(1));
    const blank = rows.findIndex((row) => row.length === 1 && row[0] === '');
    expect(rows.slice(0, blank)).toEqual([
      ['item', 'value', 'previous'],
      ['period', 'custom', ''],
      ['range', '2026-10-01 to 2026-10-31', '2026-09-01 to 2026-09-30'],
      ['granularity', 'day', ''],
      ['filter source', 'WhatsApp', ''],
      ['visits', '965', '800'],
      ['unique visitors', '579', '480'],
      ['views per visitor', '1.67', '1.50'],
      ['visitors now', '4', ''],
    ]);
    const goalsBlank = rows.findIndex(
      (row, index) => index > blank && row.length === 1 && row[0] === '',
    );
    const table = rows.slice(blank + 1, goalsBlank);
    expect(table[0]).toEqual(['dimension', 'key', 'visits', 'share']);
    // All six pages, not the report's five; 412 of 965 visits is 42.7 %.
    expect(table.filter((row) => row[0] === 'page')).toHaveLength(6);
    expect(table[1]).toEqual(['page', '/jal-mandir', '412', '42.7']);
    expect(table).toContainEqual(['page', '/hi/जल-मंदिर', '301', '31.2']);
    expect(table).toContainEqual(['country', '', '25', '2.6']);
    // Then the campaign breakdowns: one source, one medium, one campaign.
    expect(table).toHaveLength(1 + 6 + 2 + 4 + 3 + 3 + 2 + 5 + 3 + 0 + 5 + 1 + 1 + 1);
    // Then every goal against the previous period; 48 of 579 visitors is 8.3 %.
    expect(rows.slice(goalsBlank + 1)).toEqual([
      [
        'item',
        'name',
        'unique conversions',
        'previous',
        'total conversions',
        'previous',
        'conversion rate',
        'previous',
      ],
      ['goal', 'Called the Jal Mandir', '48', '40', '58', '48', '8.3', '8.3'],
      ['goal', 'Opened the UPI app', '10', '8', '10', '8', '1.7', '1.7'],
    ]);
  });

  it('neutralises formulas and quotes commas in keys', async () => {
    const rows = parseCsv((await app.inject({ url: '/api/visitors/dashboard.csv' })).body.slice(1));
    expect(rows).toContainEqual(['source', `'=HYPERLINK("http://evil")`, '3', '0.3']);
    expect(rows).toContainEqual(['source', 'Rajgir, "old" guide', '2', '0.2']);
  });

  it('refuses an unknown field or a malformed value with a JSON 400 naming it', async () => {
    const cases: [string, string][] = [
      ['period=fortnight', 'period'],
      ['period=custom&from=2026-1-1&to=2026-10-31', 'from'],
      ['colour=red', 'colour'],
    ];
    for (const [query, field] of cases) {
      const response = await app.inject({ url: `/api/visitors/dashboard.csv?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, field });
    }
    expect(reader.calls).toHaveLength(0);
  });

  it("answers the reader's own refusal (a range it cannot read) as that 4xx", async () => {
    const refusing: ReadDashboard = async () => {
      throw new HttpError(400, 'querystring/from must not be after to', 'from');
    };
    const strict = await buildReportsApp(refusing);
    try {
      const response = await strict.inject({
        url: '/api/visitors/dashboard.csv?period=custom&from=2026-10-31&to=2026-10-01',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'from' });
    } finally {
      await strict.close();
    }
  });
});

describe('GET /api/visitors/report', () => {
  let app: FastifyInstance;
  let reader: ReturnType<typeof fixtureReader>;
  beforeEach(async () => {
    reader = fixtureReader((range) => (range.from === '2026-10-01' ? [965, 800] : [800, 700]));
    app = await buildReportsApp(reader.read);
  });
  afterEach(async () => app.close());

  it('draws a past month on one page with its figures, the previous month and top lists', async () => {
    const response = await app.inject({ url: '/api/visitors/report?month=2026-10' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="pawapuri-report-2026-10.pdf"',
    );
    expect(reader.calls).toEqual([
      { query: { period: 'custom', ...OCTOBER }, breakdownRows: 5 },
      { query: { period: 'custom', ...SEPTEMBER }, breakdownRows: 1 },
    ]);
    const pdf = response.rawPayload;
    expect(pageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    expect(text).toContain('Pawapuri visitor report · October 2026');
    expect(text).toContain('1 to 31 October 2026, compared with 1 to 30 September 2026');
    // The cards: October's figures, September's (the second read) and the change.
    expect(text).toContain('965');
    expect(text).toContain('Previous: 800 (+20.6%)');
    expect(text).toContain('Previous: 480 (+20.6%)');
    // The top lists: five rows each, the sixth page left out.
    expect(text).toMatch(/\/jal-mandir\s+412\s+42\.7%/);
    expect(text).toMatch(/WhatsApp\s+500\s+51\.8%/);
    expect(text).toMatch(/mobile\s+800\s+82\.9%/);
    expect(text).toMatch(/412x915\s+50\s+5\.2%/);
    expect(text).toMatch(/Languages\s+Visits\s+Share\s+None/);
    expect(text).toContain('/cabs');
    expect(text).not.toContain('/donate');
    expect(text).toMatch(/Unknown\s+25\s+2\.6%/);
    // The goals: October's conversions beside September's (the second read).
    expect(text).toMatch(
      /Unique conversions\s+Previous\s+Total conversions\s+Previous\s+Conversion rate\s+Previous/,
    );
    expect(text).toMatch(/Called the Jal Mandir\s+48\s+40\s+58\s+48\s+8\.3%\s+8\.3%/);
    expect(text).toMatch(/Opened the UPI app\s+10\s+8\s+10\s+8\s+1\.7%\s+1\.7%/);
    // Axis dates and the Hindi text, read back from the embedded font.
    expect(text).toContain('1 Oct');
    expect(text).toContain('31 Oct');
    expect(text).toContain('पावापुरी');
    expect(text).toContain('आगंतुक');
  });

  it('runs the current month to today, against the same days of the month before', async () => {
    // 06:30 UTC on 23 November is noon in India.
    const response = await app.inject({ url: '/api/visitors/report?month=2026-11' });
    expect(response.statusCode).toBe(200);
    expect(reader.calls.map((call) => call.query)).toEqual([
      { period: 'custom', from: '2026-11-01', to: '2026-11-23' },
      { period: 'custom', from: '2026-10-01', to: '2026-10-23' },
    ]);
    expect(pdfText(response.rawPayload)).toContain('1 to 23 November 2026');
  });

  it('still gives one page for a month without visits, saying so', async () => {
    const empty = await buildReportsApp(fixtureReader(() => [0, 0]).read);
    try {
      const response = await empty.inject({ url: '/api/visitors/report?month=2026-10' });
      expect(response.statusCode).toBe(200);
      expect(pageCount(response.rawPayload)).toBe(1);
      expect(pdfText(response.rawPayload)).toContain(
        'No visits were recorded (1 to 31 October 2026).',
      );
    } finally {
      await empty.close();
    }
  });

  it('refuses a future month, a malformed month or an unknown field with a JSON 400', async () => {
    const cases = ['month=2026-12', 'month=2026-13', 'month=2026-1', 'month=2026-10&x=1', ''];
    for (const query of cases) {
      const response = await app.inject({ url: `/api/visitors/report?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    const future = await app.inject({ url: '/api/visitors/report?month=2026-12' });
    expect(future.json()).toMatchObject({
      field: 'month',
      message: expect.stringMatching(/not begun/),
    });
    expect(reader.calls).toHaveLength(0);
  });
});

describe('report rate limits', () => {
  it('holds the PDF to its own per-client limit, the CSV to the general one', async () => {
    const app = await buildReportsApp(fixtureReader().read, {
      RATE_LIMIT_REPORT_PER_MINUTE: '2',
      RATE_LIMIT_PER_MINUTE: '3',
    });
    try {
      const get = async (url: string, remoteAddress = '198.51.100.7') =>
        (await app.inject({ url, remoteAddress })).statusCode;
      const pdfs = [];
      for (let i = 0; i < 3; i += 1) pdfs.push(await get('/api/visitors/report?month=2026-10'));
      expect(pdfs).toEqual([200, 200, 429]);
      // Another client has its own count.
      expect(await get('/api/visitors/report?month=2026-10', '198.51.100.8')).toBe(200);
      const csvs = [];
      for (let i = 0; i < 4; i += 1) csvs.push(await get('/api/visitors/dashboard.csv'));
      expect(csvs).toEqual([200, 200, 200, 429]);
      const refused = await app.inject({
        url: '/api/visitors/report?month=2026-10',
        remoteAddress: '198.51.100.7',
      });
      expect(refused.json().message).toMatch(/^Rate limit exceeded: 2 requests per 1 minute/);
    } finally {
      await app.close();
    }
  });
});
