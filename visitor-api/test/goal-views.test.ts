import type { DashboardRequest, Goal } from '@pawapuri/shared/contract/types';
import { resolvePeriod } from '../src/dashboard/period';
import { insertEvents } from '../src/events/insert-events';
import type { NewEvent } from '../src/events/event-rows';
import { addGoal, listGoals } from '../src/goals/goal-store';
import { getDashboard } from '../src/dashboard/store/get-dashboard';
import { visitIndexOf } from '../src/dashboard/store/visit-index/visit-index';
import type { NewVisit } from '../src/common/db/visit-rows';
import { createVisitRepository, type VisitRepository } from '../src/visit-store/visit-repository';
import { localDay } from '../src/common/time/local-day';
import { engines, openTestStore, type TestStore } from './helper';

// Asia/Kolkata (UTC+05:30); "today" is Sunday 22 Nov 2026.
const TODAY = '2026-11-22';
const DAY_MS = 86_400_000;
const LAST_MOMENT = Date.parse('2026-11-22T18:00:00.000Z');
const PAGES = ['/', '/hotels', '/hotels/jal-mandir', '/donate', '/Hotels', '/a_b', '/a%b'];
const LISTINGS = ['Jal Mandir Dharamshala', 'Samosharan Dharamshala', 'Patna Cabs'];

/** A small deterministic generator: the same numbers on every run. */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor(state / 65_536) % below;
  };
}

function visitsFrom(seed: number, count: number): NewVisit[] {
  const next = generator(seed);
  return Array.from({ length: count }, () => ({
    visitTime: LAST_MOMENT - next(400) * DAY_MS - next(DAY_MS),
    ipAddress: '203.0.113.0',
    deviceType: (['mobile', 'desktop'] as const)[next(2)]!,
    browser: ['Chrome', 'Firefox'][next(2)]!,
    operatingSystem: ['Android', 'Windows'][next(2)]!,
    country: ['India', 'Nepal', ''][next(3)]!,
    city: ['Patna', ''][next(2)]!,
    pageVisited: PAGES[next(PAGES.length)]!,
    referrer: ['Direct', 'https://wa.me/1', 'https://www.google.com/'][next(3)]!,
    screenResolution: '360x800',
    sessionId: `s-${next(80)}`,
    language: ['hi-IN', 'en-US'][next(2)]!,
  }));
}

function eventsFrom(seed: number, count: number): NewEvent[] {
  const next = generator(seed);
  return Array.from(
    { length: count },
    (_, i): NewEvent => ({
      eventTime: LAST_MOMENT - next(400) * DAY_MS - next(DAY_MS),
      name: ['call', 'directions', 'upi-app'][next(3)]!,
      sessionId: `s-${next(90)}`,
      page: '/hotels',
      properties: next(4) === 0 ? {} : { listing: LISTINGS[next(LISTINGS.length)]! },
      eventId: `goal-view-${seed}-${String(i).padStart(20, '0')}`,
    }),
  );
}

const GOALS = [
  { name: 'Called the Jal Mandir', event: 'call', property: 'listing', value: LISTINGS[0]! },
  { name: 'Any call', event: 'call' },
  { name: 'Stays', page: '/hotels*' },
  { name: 'Odd pages', page: '/a_*' },
  { name: 'Never sent', event: 'whatsapp' },
];

describe.each(engines())('goals and events on the dashboard on %s', (engine) => {
  let store: TestStore;
  let repository: VisitRepository;
  let goals: Goal[];
  const sent = eventsFrom(5, 900);

  beforeAll(async () => {
    store = await openTestStore(engine);
    repository = await createVisitRepository(store.database);
    await repository.trackMany(visitsFrom(3, 1500));
    await insertEvents(store.database, sent);
    for (const goal of GOALS) await addGoal(store.database, goal, 'test', LAST_MOMENT, 30);
    goals = await listGoals(store.database);
    await visitIndexOf(store.database).load();
  });
  afterAll(async () => {
    await repository.close();
    await store.close();
  });

  const options = { now: LAST_MOMENT, breakdownRows: 3 };
  const views = (): [string, Record<string, string>][] => [
    ['12mo', { goal: String(goals[0]!.id) }],
    ['12mo', { goal: String(goals[2]!.id), source: 'WhatsApp' }],
    ['30d', { goal: String(goals[1]!.id), country: 'India' }],
    ['all', { goal: String(goals[3]!.id) }],
    ['7d', { goal: String(goals[4]!.id) }],
    ['12mo', { device: 'mobile' }],
    ['month', { entry: '/hotels', goal: String(goals[2]!.id) }],
    ['today', { goal: String(goals[1]!.id) }],
  ];

  it('reads every goal-filtered view, its goals and events, from memory as from the store', async () => {
    let converted = 0;
    for (const [period, filters] of views()) {
      const query = { period, ...filters } as DashboardRequest;
      const fromMemory = await getDashboard(store.database, query, options);
      const fromStore = await getDashboard(store.database, query, {
        ...options,
        visitIndex: false,
      });
      expect({ query, view: fromMemory }).toEqual({ query, view: fromStore });
      if (fromStore.goals.some((goal) => goal.uniques.value > 0)) converted += 1;
    }
    // Not agreement on nothing: most views find conversions.
    expect(converted).toBeGreaterThanOrEqual(views().length - 2);
  });

  it('counts an unfiltered view’s goals from memory as from the store, and as the events say', async () => {
    const query = { period: '12mo' } as DashboardRequest;
    const fromMemory = await getDashboard(store.database, query, { ...options, visitIndex: true });
    const fromStore = await getDashboard(store.database, query, options);
    expect(fromMemory).toEqual(fromStore);
    const { range } = resolvePeriod(query, TODAY, null);
    const inRange = sent.filter((event) => {
      const day = localDay(event.eventTime, 'Asia/Kolkata');
      return day >= range.from && day <= range.to;
    });
    const jalMandir = inRange.filter(
      (event) => event.name === 'call' && event.properties.listing === LISTINGS[0],
    );
    expect(fromStore.goals[0]).toMatchObject({
      uniques: { value: new Set(jalMandir.map((event) => event.sessionId)).size },
      total: { value: jalMandir.length },
    });
    expect(jalMandir.length).toBeGreaterThan(10);
    expect(fromStore.events.find((row) => row.name === 'call')?.events).toBe(
      inRange.filter((event) => event.name === 'call').length,
    );
  });

  it('keeps only the visits of converted sessions under a goal filter', async () => {
    const stays = goals[2]!;
    const query = { period: '12mo', goal: String(stays.id) } as DashboardRequest;
    const view = await getDashboard(store.database, query, { ...options, visitIndex: false });
    const all = await getDashboard(store.database, { period: '12mo' } as DashboardRequest, options);
    expect(view.cards.uniqueVisitors.value).toBe(view.goals[2]!.uniques.value);
    expect(view.goals[2]!.rate.value).toBe(1);
    expect(view.cards.visits.value).toBeLessThan(all.cards.visits.value);
  });

  it('matches page wildcards case and all, % and _ as themselves, on both engines', async () => {
    const query = { period: '12mo' } as DashboardRequest;
    const view = await getDashboard(store.database, query, options);
    const { range } = resolvePeriod(query, TODAY, null);
    const inRange = visitsFrom(3, 1500).filter((visit) => {
      const day = localDay(visit.visitTime, 'Asia/Kolkata');
      return day >= range.from && day <= range.to;
    });
    const stays = inRange.filter((visit) => visit.pageVisited.startsWith('/hotels'));
    const odd = inRange.filter((visit) => visit.pageVisited === '/a_b');
    expect(view.goals[2]!.total.value).toBe(stays.length);
    expect(view.goals[3]!.total.value).toBe(odd.length);
    expect(odd.length).toBeGreaterThan(10);
  });
});
