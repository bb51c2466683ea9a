import type { DashboardRequest } from '@pawapuri/shared/contract/types';
import { resolvePeriod } from '../src/dashboard/period';
import { getDashboard } from '../src/dashboard/store/get-dashboard';
import type { ViewRequest } from '../src/dashboard/store/view-figures';
import { visitIndexOf, type VisitIndex } from '../src/dashboard/store/visit-index/visit-index';
import type { NewVisit } from '../src/common/db/visit-rows';
import { createVisitRepository, type VisitRepository } from '../src/visit-store/visit-repository';
import { engines, openTestStore, type TestStore } from './helper';

// Asia/Kolkata (UTC+05:30); "today" is Sunday 22 Nov 2026 in the views below.
const TODAY = '2026-11-22';
const DAY_MS = 86_400_000;
const LAST_MOMENT = Date.parse('2026-11-22T18:00:00.000Z');

const PAGES = ['/', '/jal-mandir', '/gallery', '/donate', '/hotels'];
const REFERRERS = ['Direct', 'https://wa.me/1', 'https://www.google.com/', 'https://t.co/x'];
const COUNTRIES = ['India', 'India', 'Nepal', ''];
const CITIES = ['Patna', 'Gaya', '', 'Kathmandu'];
const LANGUAGES = ['hi-IN', 'en-US', 'hi', ''];

/**
 * Visits over 400 days from a small deterministic generator: sessions that
 * come back across days, weeks and months, every dimension varied, some
 * values blank (shown as Unknown).
 */
function visitsFrom(seed: number, count: number, endMs: number): NewVisit[] {
  let state = seed;
  const next = (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    // The high bits: a power-of-two modulus leaves the low ones short-cycled.
    return Math.floor(state / 65_536) % below;
  };
  return Array.from({ length: count }, () => ({
    visitTime: endMs - next(400) * DAY_MS - next(DAY_MS),
    ipAddress: '203.0.113.0',
    deviceType: (['mobile', 'desktop', 'tablet'] as const)[next(3)]!,
    browser: ['Chrome', 'Firefox', 'Samsung Internet'][next(3)]!,
    operatingSystem: ['Android', 'Windows', 'iOS'][next(3)]!,
    country: COUNTRIES[next(COUNTRIES.length)]!,
    city: CITIES[next(CITIES.length)]!,
    pageVisited: PAGES[next(PAGES.length)]!,
    referrer: REFERRERS[next(REFERRERS.length)]!,
    screenResolution: ['360x800', '1920x1080', ''][next(3)]!,
    sessionId: `s-${next(60)}`,
    language: LANGUAGES[next(LANGUAGES.length)]!,
  }));
}

const VIEWS: [string, Record<string, string>][] = [
  ['12mo', { source: 'WhatsApp' }],
  ['12mo', { country: 'India' }],
  ['12mo', { source: 'WhatsApp', country: 'India' }],
  ['12mo', { country: 'Unknown', language: 'hi' }],
  ['all', { device: 'mobile' }],
  ['30d', { page: '/jal-mandir', device: 'mobile' }],
  ['7d', { city: 'Gaya' }],
  ['month', { entry: '/gallery' }],
  ['last-month', { screen: 'Unknown', os: 'Android' }],
  ['today', { browser: 'Chrome' }],
  ['yesterday', { language: 'en' }],
  ['30d', { country: 'Nowhere' }],
];

function requestOf(period: string): ViewRequest {
  const resolved = resolvePeriod({ period } as never, TODAY, '2025-10-01');
  return { ...resolved, breakdownRows: 3 };
}

describe.each(engines())('the visit index in memory on %s', (engine) => {
  let store: TestStore;
  let repository: VisitRepository;
  let index: VisitIndex;

  /** Every view read through the index and from the stored visits: the same answer. */
  async function expectSameAsStored(label: string) {
    let withVisits = 0;
    let withVisitorsNow = 0;
    for (const [period, filters] of VIEWS) {
      const query = { period, ...filters } as DashboardRequest;
      const options = { now: LAST_MOMENT, breakdownRows: 3 };
      const fromMemory = await getDashboard(store.database, query, options);
      const fromVisits = await getDashboard(store.database, query, {
        ...options,
        visitIndex: false,
      });
      expect({ label, view: fromMemory }).toEqual({ label, view: fromVisits });
      if (fromVisits.cards.visits.value > 0) withVisits += 1;
      if (fromVisits.cards.visitorsNow > 0) withVisitorsNow += 1;
    }
    expect(withVisitorsNow).toBeGreaterThan(0);
    // Only the unknown country and at most two short ranges may come out empty.
    expect(withVisits).toBeGreaterThanOrEqual(VIEWS.length - 3);
  }

  /** Whether the index answers now (null: it is loading, and the stored visits answer). */
  const answers = async () =>
    (await index.view(requestOf('12mo'), { device: 'mobile' }, 0, LAST_MOMENT, [], null)) !== null;

  beforeAll(async () => {
    store = await openTestStore(engine);
    repository = await createVisitRepository(store.database);
    await repository.trackMany(visitsFrom(7, 1500, LAST_MOMENT));
    // A few in the last five minutes, for "visitors now".
    await repository.trackMany(
      visitsFrom(13, 20, LAST_MOMENT).map((visit, i) => ({
        ...visit,
        visitTime: LAST_MOMENT - i * 15_000,
      })),
    );
    index = visitIndexOf(store.database);
  });
  afterAll(async () => {
    await repository.close();
    await store.close();
  });

  it('answers null until loaded, then every filtered view as the stored visits do', async () => {
    expect(await answers()).toBe(false);
    await index.load();
    expect(await answers()).toBe(true);
    expect(index.rows).toBe(1520);
    await expectSameAsStored('loaded');
  });

  it('catches up with visits stored after it loaded', async () => {
    await repository.trackMany(visitsFrom(11, 300, LAST_MOMENT));
    await expectSameAsStored('caught up');
    expect(index.rows).toBe(1820);
  });

  it('reads everything again after an erasure or the retention purge', async () => {
    expect(await repository.eraseSession('s-3')).toBeGreaterThan(0);
    // The view that notices the deletion is read from the stored visits meanwhile.
    expect(await answers()).toBe(false);
    await index.load();
    await expectSameAsStored('after erasure');

    await repository.purgeBefore(LAST_MOMENT - 200 * DAY_MS);
    expect(await answers()).toBe(false);
    await index.load();
    await expectSameAsStored('after purge');
  });
});
