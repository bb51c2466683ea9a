import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/build-app';
import { loadConfig } from '../src/common/settings/config';
import { engines, openTestStore, type TestStore } from './helper';

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
  let store: TestStore;
  let app: FastifyInstance;
  beforeAll(async () => {
    store = await openTestStore(engine);
    app = await buildApp({ config: loadConfig({ ...store.env, LOG_LEVEL: 'silent' }) });
    await app.visits.trackMany(
      STORED.map((_, i) => ({
        visitTime: Date.parse('2026-11-22T06:30:00.000Z') + i,
        ipAddress: '192.0.2.1',
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
    // Visits store a minimised address, so the edge values are written to the
    // column directly: the range must be exact for whatever the column holds.
    for (const [i, ipAddress] of STORED.entries()) {
      await store.database.db
        .updateTable('visits')
        .set({ ip_address: ipAddress })
        .where('session_id', '=', `s${i}`)
        .execute();
    }
  });
  afterAll(async () => {
    await app.close();
    await store.close();
  });

  it.each(PREFIXES.map((prefix) => [JSON.stringify(prefix), prefix]))(
    'finds exactly the addresses starting with %s',
    async (_, prefix) => {
      const page = await app.visits.search({
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
