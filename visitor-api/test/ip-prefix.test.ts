import { buildTestApp, engines, type TestApp } from './helper';

/** Stored addresses chosen around the edges of code point order. */
const STORED = [
  '1',
  '1a',
  '10.0.0.1',
  '1\ud7ff',
  '1\ue000',
  '1\uffff',
  '1\uffffx',
  '1\uffff\uffff',
  '1\u{10000}',
  '1\u{10ffff}',
  '1\u{10ffff}a',
  '2',
  '\uffff',
  '\u{10ffff}',
  '\u{10ffff}\u{10ffff}',
];

const PREFIXES = [
  '1',
  '10.',
  '1\ud7ff',
  '1\uffff',
  '1\uffff\uffff',
  '\uffff',
  '1\u{10000}',
  '1\u{10ffff}',
  '\u{10ffff}',
  '\u{10ffff}\u{10ffff}',
  '2',
  '3',
];

describe.each(engines())('the ipAddress prefix filter on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    await t.app.visits.trackMany(
      STORED.map((ipAddress, i) => ({
        visitTime: Date.parse('2026-11-22T06:30:00.000Z') + i,
        ipAddress,
        deviceType: 'desktop',
        browser: 'Chrome',
        operatingSystem: 'Windows',
        country: 'India',
        city: 'Patna',
        pageVisited: '/',
        referrer: 'Direct',
        screenResolution: '1920x1080',
        sessionId: `s${i}`,
        language: 'en-IN',
      })),
    );
  });
  afterAll(async () => t.close());

  it.each(PREFIXES.map((prefix) => [JSON.stringify(prefix), prefix]))(
    'finds exactly the addresses starting with %s',
    async (_, prefix) => {
      const page = await t.app.visits.search({
        filter: { ipAddress: prefix },
        page: 0,
        size: 100,
        sortBy: 'id',
        sortDirection: 'ASC',
      });
      const found = page.content.map((r) => r.ipAddress);
      expect(found).toEqual(STORED.filter((ip) => ip.startsWith(prefix)));
      expect(page.totalElements).toBe(found.length);
    },
  );
});
