import ExcelJS from 'exceljs';
import { buildTestApp, engines, track, visit, type TestApp } from './helper';
import type { NewVisit } from '../src/common/db/visit-rows';
import { pageCount, pdfText } from './support/pdf-text';
import { parseCsv } from './support/parse-csv';

describe.each(engines())('GET /api/visitors/export on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, { RATE_LIMIT_EXPORT_PER_MINUTE: '100' });
    const rows: [string, Record<string, unknown>][] = [
      ['2026-11-20T10:00:00.000Z', { city: 'पावापुरी', pageVisited: '/jal-mandir' }],
      ['2026-11-21T10:00:00.000Z', { city: '=HYPERLINK("http://x")', browser: '+Chrome' }],
      [
        '2026-11-22T10:00:00.000Z',
        { city: 'Rajgir, "old"', browser: '@bot', operatingSystem: '-1' },
      ],
    ];
    for (const [time, fields] of rows) {
      t.setNow(time);
      expect((await track(t.app, visit(fields))).statusCode).toBe(201);
    }
  });
  afterAll(async () => t.close());

  const get = (query: string) => t.app.inject({ url: `/api/visitors/export?${query}` });

  it('exports RFC 4180 CSV with formula injection neutralised', async () => {
    const response = await get('format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="pawapuri-visitors-\d{8}\.csv"$/,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(response.body.slice(1));
    expect(rows).toHaveLength(4);
    expect(rows[0]?.slice(0, 3)).toEqual(['ID', 'Visit Time (UTC)', 'IP Address']);
    expect(rows[1]?.[7]).toBe('पावापुरी');
    expect(rows[2]?.[7]).toBe(`'=HYPERLINK("http://x")`);
    expect(rows[2]?.[4]).toBe(`'+Chrome`);
    expect(rows[3]?.[7]).toBe('Rajgir, "old"');
    expect(rows[3]?.[4]).toBe(`'@bot`);
    expect(rows[3]?.[5]).toBe(`'-1`);
    expect(rows.slice(1).map((r) => r[1])).toEqual([
      '2026-11-20T10:00:00.000Z',
      '2026-11-21T10:00:00.000Z',
      '2026-11-22T10:00:00.000Z',
    ]);
  });

  it('limits the export to the date range (inclusive; empty means open)', async () => {
    const response = await get(
      'format=csv&startDate=2026-11-21T10:00:00.000Z&endDate=2026-11-22T10:00:00.000Z',
    );
    expect(parseCsv(response.body.slice(1))).toHaveLength(3);
    const open = await get('format=csv&startDate=&endDate=');
    expect(parseCsv(open.body.slice(1))).toHaveLength(4);
  });

  it('exports an .xlsx that exceljs reads back', async () => {
    const response = await get('format=excel');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Visitors');
    expect(sheet?.rowCount).toBe(4);
    expect(sheet?.getRow(1).getCell(1).value).toBe('ID');
    expect(sheet?.getRow(2).getCell(8).value).toBe('पावापुरी');
    expect(sheet?.getRow(3).getCell(8).value).toBe(`'=HYPERLINK("http://x")`);
  });

  it('exports a PDF with a title, the date range and the rows', async () => {
    const response = await get('format=pdf&startDate=2026-11-01');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Pawapuri visitor export');
    expect(text).toContain('Date range: 2026-11-01 to now');
    expect(text).toContain('3 visits.');
    expect(text).toContain('/jal-mandir');
    expect(pageCount(pdf)).toBe(1);
  });

  it('draws Devanagari in the PDF with an embedded font, and emoji as "?"', async () => {
    t.setNow('2026-11-22T11:00:00.000Z');
    const created = await track(t.app, visit({ city: 'Pawapuri 🙏🏽', pageVisited: '/hi/जल-मंदिर' }));
    expect(created.statusCode).toBe(201);
    const response = await get('format=pdf&startDate=2026-11-01');
    const pdf = response.rawPayload;
    // A font of the document's own, not one of the 14 standard ones (Helvetica...).
    expect(pdf.toString('latin1')).toMatch(/\/FontFile2 /);
    expect(pdf.toString('latin1')).not.toMatch(/\/BaseFont \/Helvetica/);
    const text = pdfText(pdf);
    expect(text).toContain('पावापुरी');
    expect(text).toContain('/hi/जल-मंदिर');
    // One emoji (with its skin tone) becomes one "?".
    expect(text).toMatch(/Pawapuri \?(\s|$)/m);
  });

  it('caps a PDF at 2,000 rows and says so in the document', async () => {
    const many = await buildTestApp(engine);
    try {
      const base = Date.parse('2026-11-20T00:00:00.000Z');
      const visits: NewVisit[] = Array.from({ length: 2100 }, (_, i) => ({
        visitTime: base + i * 1000,
        ipAddress: '10.1.1.1',
        deviceType: 'desktop',
        browser: 'Chrome',
        operatingSystem: 'Linux',
        country: 'India',
        city: 'Patna',
        pageVisited: '/',
        referrer: 'Direct',
        screenResolution: '1x1',
        sessionId: `s${i % 50}`,
        language: 'en',
      }));
      await many.app.visits.trackMany(visits);
      const response = await many.app.inject({ url: '/api/visitors/export?format=pdf' });
      const text = pdfText(response.rawPayload);
      expect(text).toContain('Showing the first 2,000 of 2,100 visits');
      expect(pageCount(response.rawPayload)).toBeGreaterThan(20);
    } finally {
      await many.close();
    }
  });

  it.each([
    ['format=doc', 'format'],
    ['', 'format'],
    ['format=csv&startDate=yesterday', 'startDate'],
    ['format=csv&endDate=2026-13-01', 'endDate'],
  ])('rejects "%s" with 400 naming the field', async (query, field) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, field });
  });
});

describe('export rate limit', () => {
  it('allows 5 exports a minute per client by default, then answers 429', async () => {
    const t = await buildTestApp('sqlite');
    try {
      const codes: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        codes.push((await t.app.inject({ url: '/api/visitors/export?format=csv' })).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await t.close();
    }
  });
});
