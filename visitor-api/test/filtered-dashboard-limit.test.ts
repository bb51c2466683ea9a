import { buildApp } from '../src/build-app';
import { loadConfig } from '../src/common/settings/config';
import { getDashboard } from '../src/dashboard/store/get-dashboard';
import { createVisitRepository } from '../src/visit-store/visit-repository';
import { engines, openTestStore, track, visit } from './helper';

/**
 * A dashboard reader whose first filtered read is held until the test lets it
 * go, as a year of raw visits would hold it: the gate sees a read running.
 */
function heldReader() {
  let release!: () => void;
  let entered!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const running = new Promise<void>((resolve) => (entered = resolve));
  let holding = true;
  const read: typeof getDashboard = async (database, query, options) => {
    if (holding && query.country !== undefined) {
      holding = false;
      entered();
      await held;
    }
    return getDashboard(database, query, options);
  };
  return { read, running, release };
}

describe.each(engines())('filtered dashboard views at their limit on %s', (engine) => {
  it('answers 503 with Retry-After to one more, while unfiltered views and tracking answer', async () => {
    const store = await openTestStore(engine);
    const reader = heldReader();
    const repository = await createVisitRepository(store.database, {
      filteredReads: { concurrency: 1, queue: 0 },
      readDashboard: reader.read,
    });
    const now = Date.parse('2026-11-22T06:30:00.000Z');
    const config = loadConfig({ ...store.env, LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, clock: () => now, repository });
    try {
      expect((await track(app, visit())).statusCode).toBe(201);
      const filtered = app.inject('/api/visitors/dashboard?period=12mo&country=India');
      await reader.running;

      const refused = await app.inject('/api/visitors/dashboard?period=12mo&source=WhatsApp');
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      expect(refused.json()).toMatchObject({
        statusCode: 503,
        message: expect.stringMatching(/busy with other filtered dashboard views/),
      });
      const csv = await app.inject('/api/visitors/dashboard.csv?period=12mo&city=Patna');
      expect(csv.statusCode).toBe(503);

      const unfiltered = await app.inject('/api/visitors/dashboard?period=12mo');
      expect(unfiltered.statusCode).toBe(200);
      expect((await track(app, visit({ pageVisited: '/while-reading' }))).statusCode).toBe(201);

      reader.release();
      const answered = await filtered;
      expect(answered.statusCode).toBe(200);
      expect(answered.json().cards.visits.value).toBeGreaterThanOrEqual(1);
      // The place is free again.
      const after = await app.inject('/api/visitors/dashboard?period=12mo&source=Direct');
      expect(after.statusCode).toBe(200);
    } finally {
      reader.release();
      await app.close();
      await repository.close();
      await store.close();
    }
  });
});
