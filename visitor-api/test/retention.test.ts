import { buildApp } from '../src/build-app';
import { loadConfig } from '../src/common/settings/config';
import { createVisitRepository } from '../src/visit-store/visit-repository';
import { engines, openTestStore, storedCount, track, visit } from './helper';

describe('RETENTION_DAYS', () => {
  it('keeps raw visits 13 months unless told otherwise', () => {
    expect(loadConfig({}).retentionDays).toBe(396);
    expect(loadConfig({ RETENTION_DAYS: '31' }).retentionDays).toBe(31);
    expect(loadConfig({ RETENTION_DAYS: '3650' }).retentionDays).toBe(3650);
  });

  it('keeps every visit with "off"', () => {
    expect(loadConfig({ RETENTION_DAYS: 'off' }).retentionDays).toBeNull();
    expect(loadConfig({ RETENTION_DAYS: 'OFF' }).retentionDays).toBeNull();
  });

  it.each([
    ['0', /"0" is not a whole number from 31 to 36500, or off/],
    ['30', /"30" is not a whole number from 31 to 36500/],
    ['forever', /Invalid setting RETENTION_DAYS: "forever" is not a whole number/],
  ])('refuses %s, saying why', (value, why) => {
    expect(() => loadConfig({ RETENTION_DAYS: value })).toThrow(why);
  });
});

describe.each(engines())('default retention on %s', (engine) => {
  /** Tracks one visit 14 months ago and one last week, then opens a second app on that store. */
  async function storedAfterRestart(env: Record<string, string>) {
    const store = await openTestStore(engine);
    try {
      const config = loadConfig({ ...store.env, LOG_LEVEL: 'silent', ...env });
      const repository = await createVisitRepository(store.database);
      let now = Date.parse('2025-09-20T06:30:00.000Z');
      const first = await buildApp({ config, clock: () => now, repository });
      expect((await track(first, visit({ sessionId: 'old' }))).statusCode).toBe(201);
      now = Date.parse('2026-11-15T06:30:00.000Z');
      expect((await track(first, visit({ sessionId: 'recent' }))).statusCode).toBe(201);
      await first.close();

      now = Date.parse('2026-11-22T06:30:00.000Z');
      // Retention runs when the app is ready.
      const second = await buildApp({ config, clock: () => now, repository });
      try {
        const statistics = await second.inject({ method: 'GET', url: '/api/visitors/statistics' });
        return { stored: await storedCount(second), total: statistics.json().totalVisits };
      } finally {
        await second.close();
        await repository.close();
      }
    } finally {
      await store.close();
    }
  }

  it('deletes visits older than 396 days without being configured, and keeps the total', async () => {
    expect(await storedAfterRestart({})).toEqual({ stored: 1, total: 2 });
  });

  it('keeps every visit with RETENTION_DAYS=off', async () => {
    expect(await storedAfterRestart({ RETENTION_DAYS: 'off' })).toEqual({ stored: 2, total: 2 });
  });
});
