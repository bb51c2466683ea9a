import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/build-app';
import { knownMigrations } from '../src/backup/known-migrations';
import { loadConfig } from '../src/common/settings/config';
import { migrate } from '../src/migrations/migrate';
import { BROWSER_UA, engines, openTestStore, visit, type TestStore } from './helper';
import {
  buildPreviousRelease,
  startRelease,
  type PreviousRelease,
  type RunningRelease,
} from './support/previous-release';
import { createOwnDatabase, type OwnDatabase } from './support/own-database';

/**
 * A rolling upgrade runs the previous release and this one side by side on
 * one database: this release migrates it (only adding) while the previous
 * one keeps answering, restarts, and reads what either wrote. The previous
 * release is rebuilt from git history (README "Upgrades"); without that
 * history this file fails, it never passes untested.
 */
let release: PreviousRelease;
beforeAll(() => {
  release = buildPreviousRelease();
}, 600_000);

/** Tracks one visit through the running previous release. */
async function trackOn(running: RunningRelease): Promise<number> {
  const response = await fetch(`${running.url}/api/visitors/track`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
    body: JSON.stringify(visit({ visitId: randomUUID() })),
  });
  return response.status;
}

/** Stored visits as the previous release's search counts them (a loopback caller needs no key). */
async function searchedOn(running: RunningRelease): Promise<number> {
  const response = await fetch(`${running.url}/api/visitors/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { totalElements: number }).totalElements;
}

async function searchedHere(app: FastifyInstance): Promise<number> {
  const response = await app.inject({ method: 'POST', url: '/api/visitors/search', payload: {} });
  expect(response.statusCode).toBe(200);
  return response.json<{ totalElements: number }>().totalElements;
}

async function trackHere(app: FastifyInstance): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/visitors/track',
    payload: visit({ visitId: randomUUID() }),
    headers: { 'user-agent': BROWSER_UA },
  });
  return response.statusCode;
}

/** The previous release's dashboard and statistics answer, counting at least `visits`. */
async function expectDashboardOn(running: RunningRelease, visits: number): Promise<void> {
  const dashboard = await fetch(`${running.url}/api/visitors/dashboard?period=today`);
  expect([dashboard.status, running.output()]).toEqual([200, running.output()]);
  const statistics = await fetch(`${running.url}/api/visitors/statistics`);
  expect(statistics.status).toBe(200);
  const { totalVisits } = (await statistics.json()) as { totalVisits: number };
  expect(totalVisits).toBeGreaterThanOrEqual(visits);
}

it("keeps the previous release's migrations as this release's first ones (a released migration is never removed or renamed)", async () => {
  const current = await knownMigrations();
  expect(release.migrations.length).toBeGreaterThan(0);
  expect(current.slice(0, release.migrations.length)).toEqual(release.migrations);
});

describe.each(engines())('the previous release beside this one on %s', (engine) => {
  let store: TestStore;
  const running: RunningRelease[] = [];
  let app: FastifyInstance | undefined;
  // The previous release's migrator reads every schema of its database: it
  // gets one of its own, which no other test file's schemas come and go in.
  let database: OwnDatabase | undefined;
  beforeAll(async () => {
    const server = process.env.TEST_DATABASE_URL;
    if (engine === 'postgres' && server) database = await createOwnDatabase(server);
  });
  afterAll(async () => database?.drop());
  beforeEach(async () => {
    store = await openTestStore(engine, database?.url);
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((release) => release.stop()));
    await app?.close();
    app = undefined;
    await store.close();
  });
  const config = () => loadConfig({ ...store.env, LOG_LEVEL: 'silent', GEOIP_DATABASE: 'off' });

  it('runs on the schema this release migrated: tracks, counts and searches, and each sees the other’s visits', async () => {
    await migrate(store.database);
    const previous = await startRelease(release, store.env);
    running.push(previous);
    app = await buildApp({ config: config() });

    expect(await trackOn(previous)).toBe(201);
    expect(await trackHere(app)).toBe(201);
    expect(await searchedOn(previous)).toBe(2);
    expect(await searchedHere(app)).toBe(2);
    await expectDashboardOn(previous, 1);
  }, 120_000);

  it('keeps answering while this release migrates the schema it made, and starts again on it', async () => {
    const previous = await startRelease(release, store.env);
    running.push(previous);
    expect(await trackOn(previous)).toBe(201);

    // The upgrade: an instance of this release starts and migrates.
    app = await buildApp({ config: config() });
    expect(await trackHere(app)).toBe(201);
    expect(await trackOn(previous)).toBe(201);
    expect(await searchedOn(previous)).toBe(3);
    expect(await searchedHere(app)).toBe(3);
    await expectDashboardOn(previous, 2);

    // The previous release restarts (a crash, a deploy rolled back) on the new schema.
    await running.pop()!.stop();
    const again = await startRelease(release, store.env);
    running.push(again);
    expect(await trackOn(again)).toBe(201);
    expect(await searchedOn(again)).toBe(4);
    await expectDashboardOn(again, 3);
  }, 120_000);
});
