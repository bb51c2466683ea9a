import type { DashboardRequest } from '@pawapuri/shared/contract/types';
import { sql, type KyselyPlugin } from 'kysely';
import type { Database } from '../src/common/db/database';
import type { NewEvent } from '../src/events/event-rows';
import { insertEvents } from '../src/events/insert-events';
import { resolvePeriod } from '../src/dashboard/period';
import { addGoal } from '../src/goals/goal-store';
import { migrate, migrator } from '../src/migrations/migrate';
import { getDashboard } from '../src/dashboard/store/get-dashboard';
import { visitIndexOf } from '../src/dashboard/store/visit-index/visit-index';
import { createVisitRepository, type VisitRepository } from '../src/visit-store/visit-repository';
import { engines, openTestStore, type TestStore } from './helper';

const DAY_MS = 86_400_000;
const LAST_MOMENT = Date.parse('2026-11-22T18:00:00.000Z');
const OPTIONS = { now: LAST_MOMENT, breakdownRows: 3 };

/** Visits and events over 60 days, two sessions a day, each session with a call a minute in. */
function visitsAndEvents(days: number) {
  const visits = Array.from({ length: days * 2 }, (_, i) => ({
    visitTime: LAST_MOMENT - Math.floor(i / 2) * DAY_MS - 3_600_000,
    ipAddress: '203.0.113.0',
    deviceType: 'mobile' as const,
    browser: 'Chrome',
    operatingSystem: 'Android',
    country: 'India',
    city: 'Patna',
    pageVisited: '/hotels',
    referrer: 'Direct',
    screenResolution: '360x800',
    sessionId: `s-${i}`,
    language: 'hi-IN',
  }));
  const events = visits.map(
    (visit, i): NewEvent => ({
      eventTime: visit.visitTime + 60_000,
      name: i % 3 === 0 ? 'directions' : 'call',
      sessionId: visit.sessionId,
      page: visit.pageVisited,
      properties: { listing: 'Jal Mandir Dharamshala' },
      eventId: `event-count-${i}`,
    }),
  );
  return { visits, events };
}

/** The events counter and the events a count finds. */
async function counted(database: Database): Promise<{ counter: number; rows: number }> {
  const found = await sql<{ counter: number | string | null; rows: number | string }>`
    select (select value from counters where name = 'events') as counter,
      (select count(*) from events) as rows`.execute(database.db);
  const row = found.rows[0]!;
  return { counter: Number(row.counter), rows: Number(row.rows) };
}

/** The same store, its statements' SQL kept as they are sent. */
function watched(database: Database): { database: Database; statements: string[] } {
  const statements: string[] = [];
  const executor = database.db.getExecutor();
  const recorder: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      statements.push(executor.compileQuery(node, queryId).sql);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { database: { ...database, db: database.db.withPlugin(recorder) }, statements };
}

describe.each(engines())('the count of stored events on %s', (engine) => {
  let store: TestStore;
  let repository: VisitRepository;
  const { visits, events } = visitsAndEvents(60);

  beforeAll(async () => {
    store = await openTestStore(engine);
    repository = await createVisitRepository(store.database);
    await repository.trackMany(visits);
    await insertEvents(store.database, events);
  });
  afterAll(async () => {
    await repository.close();
    await store.close();
  });

  it('follows the events stored, repeated, erased with a session and purged, whoever writes', async () => {
    expect(await counted(store.database)).toEqual({ counter: 120, rows: 120 });
    // Repeats (the same keys) store nothing and count nothing.
    await insertEvents(store.database, events.slice(0, 5));
    expect(await counted(store.database)).toEqual({ counter: 120, rows: 120 });

    expect(await repository.eraseSession('s-7')).toBe(1);
    expect(await counted(store.database)).toEqual({ counter: 119, rows: 119 });
    await repository.purgeBefore(LAST_MOMENT - 50 * DAY_MS);
    const purged = await counted(store.database);
    expect(purged.rows).toBeLessThan(119);
    expect(purged.counter).toBe(purged.rows);

    // A writer that knows nothing of the counter (the previous release during
    // an upgrade): plain statements, one row and several at once.
    await sql`insert into events (event_time, local_day, name, session_id, page, properties, event_id)
      values (${LAST_MOMENT}, '2026-11-22', 'call', 's-0', '/hotels', '{}', 'plain-1'),
        (${LAST_MOMENT}, '2026-11-22', 'call', 's-0', '/hotels', '{}', 'plain-2')`.execute(
      store.database.db,
    );
    expect(await counted(store.database)).toEqual({
      counter: purged.rows + 2,
      rows: purged.rows + 2,
    });
    await sql`delete from events where event_id in ('plain-1', 'plain-2')`.execute(
      store.database.db,
    );
    expect(await counted(store.database)).toEqual(purged);
  });

  it('counts, once, the events stored before the store is migrated to keep the count', async () => {
    const older = await openTestStore(engine);
    try {
      await migrator(older.database).migrateTo('014-mail-reports');
      await insertEvents(older.database, events.slice(0, 30));
      expect(await migrate(older.database)).toContain('015-event-count');
      expect(await counted(older.database)).toEqual({ counter: 30, rows: 30 });
      await insertEvents(older.database, events.slice(30, 40));
      expect(await counted(older.database)).toEqual({ counter: 40, rows: 40 });
    } finally {
      await older.close();
    }
  });

  it('a goal-filtered view counts no events to catch up, and still sees one deleted by a plain statement', async () => {
    const goal = await addGoal(store.database, { name: 'Calls', event: 'call' }, 'test', 0, 30);
    const query = { period: '30d', goal: String(goal) } as DashboardRequest;
    const { database, statements } = watched(store.database);
    const index = visitIndexOf(database);
    await index.load();

    statements.length = 0;
    const fromMemory = await getDashboard(database, query, OPTIONS);
    expect(statements.length).toBeGreaterThan(0);
    expect(
      statements.filter((text) => /count\s*\(/i.test(text) && /\bevents\b/i.test(text)),
    ).toEqual([]);
    expect(fromMemory).toEqual(
      await getDashboard(store.database, query, { ...OPTIONS, visitIndex: false }),
    );

    // Deleted by no code of this release: the index notices and reads everything again.
    await sql`delete from events where event_id = 'event-count-10'`.execute(store.database.db);
    const request = { ...resolvePeriod(query, '2026-11-22', null), breakdownRows: 3 };
    expect(await index.view(request, {}, 0, LAST_MOMENT, [], null)).toBeNull();
    await index.load();
    const after = await getDashboard(database, query, OPTIONS);
    expect(after.goals[0]!.total.value).toBe(fromMemory.goals[0]!.total.value - 1);
    expect(after).toEqual(
      await getDashboard(store.database, query, { ...OPTIONS, visitIndex: false }),
    );
  });
});
