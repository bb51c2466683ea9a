import { setEnvironmentData } from 'node:worker_threads';
import { buildApp } from '../src/build-app';
import { loadConfig } from '../src/common/settings/config';
import { getDashboard } from '../src/dashboard/store/get-dashboard';
import { createVisitRepository } from '../src/visit-store/visit-repository';
import { HELD_WORKER_FILE, HOLD_KEY } from './held-dashboard-worker-key';
import { engines, openTestStore, track, visit } from './helper';

const NOW = Date.parse('2026-11-22T06:30:00.000Z');
const QUERY = { period: '12mo', country: 'India' } as const;

describe.each(engines())('filtered dashboard views on %s (a file or a server)', (engine) => {
  it('are read in a worker thread, equal to the main thread, while tracking answers', async () => {
    const store = await openTestStore(engine);
    // Each worker read waits for the release, blocking its thread as a long scan would.
    const flagBytes = new SharedArrayBuffer(8);
    const hold = new Int32Array(flagBytes);
    setEnvironmentData(HOLD_KEY, flagBytes);
    const workerHolding = async () => {
      while (Atomics.load(hold, 1) === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    const release = () => {
      Atomics.store(hold, 0, 1);
      Atomics.notify(hold, 0);
    };
    const repository = await createVisitRepository(store.database, {
      dashboardWorker: {
        databasePath: store.env.DATABASE_PATH!,
        ...(engine === 'postgres'
          ? {
              postgres: {
                url: store.env.DATABASE_URL!,
                schema: store.env.DATABASE_SCHEMA!,
                statementMs: 5000,
                lockMs: 2000,
              },
            }
          : {}),
        timeZone: 'Asia/Kolkata',
        siteHosts: [],
        sqliteBusyMs: 1000,
      },
      dashboardWorkerFile: HELD_WORKER_FILE,
    });
    const config = loadConfig({ ...store.env, LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, clock: () => NOW, repository });
    try {
      for (const [sessionId, country] of [
        ['a', 'India'],
        ['b', 'India'],
        ['c', 'Nepal'],
      ]) {
        expect((await track(app, visit({ sessionId, country }))).statusCode).toBe(201);
      }
      let viewAnswered = false;
      const filtered = app
        .inject('/api/visitors/dashboard?period=12mo&country=India')
        .then((response) => {
          viewAnswered = true;
          return response;
        });
      // The worker thread has the read and is blocked: tracking still answers.
      await workerHolding();
      const tracked = await track(app, visit({ sessionId: 'd', country: 'Nepal' }));
      expect({ status: tracked.statusCode, viewAnswered }).toEqual({
        status: 201,
        viewAnswered: false,
      });
      release();
      const response = await filtered;
      expect(response.statusCode).toBe(200);
      const mainThread = await getDashboard(store.database, QUERY, {
        now: NOW,
        breakdownRows: 10,
      });
      expect(response.json()).toEqual(JSON.parse(JSON.stringify(mainThread)));
      expect(mainThread.cards.visits.value).toBe(2);
    } finally {
      release();
      await app.close();
      await repository.close();
      await store.close();
    }
  });
});
