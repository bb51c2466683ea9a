import { addApiKey } from './keeper-helper';
import { sql } from 'kysely';
import { buildApp } from '../src/build-app';
import { loadConfig } from '../src/common/settings/config';
import { createVisitRepository } from '../src/visit-store/visit-repository';
import { engines, openTestStore, track, visit } from './helper';

const TOKEN = 'an-admin-token-for-dashboard-erasure';

describe.each(engines())('dashboard rollups after erasure and retention on %s', (engine) => {
  it('keeps the counts as aggregates and forgets the session ids, per day and per hour', async () => {
    const store = await openTestStore(engine);
    const repository = await createVisitRepository(store.database);
    let now = Date.parse('2026-09-01T04:00:00.000Z');
    const config = loadConfig({ ...store.env, LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, clock: () => now, repository });
    try {
      await addApiKey(app, TOKEN);
      for (const sessionId of ['keep', 'erase-me']) {
        expect(
          (await track(app, visit({ sessionId, referrer: 'https://wa.me/1' }))).statusCode,
        ).toBe(201);
      }
      const view = async (query: string) =>
        (await app.inject(`/api/visitors/dashboard?period=today${query}`)).json();
      const before = await view('');
      expect(before.cards.uniqueVisitors.value).toBe(2);

      const erased = await app.inject({
        method: 'DELETE',
        url: '/api/visitors/sessions/erase-me',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(erased.json()).toEqual({ erased: 1 });
      // The rollups are anonymous aggregates and stay; the stored visits do not,
      // so "visitors now" (read from them) no longer sees the erased session.
      expect(await view('')).toEqual({
        ...before,
        cards: { ...before.cards, visitorsNow: 1 },
      });
      expect((await view('&source=WhatsApp')).cards.visits.value).toBe(1);
      const hourly = await store.database.db
        .selectFrom('hourly_sessions')
        .select('session_id')
        .execute();
      expect(hourly.map((r) => r.session_id)).toEqual(['keep']);
      const daily = await store.database.db
        .selectFrom('daily_sessions')
        .select('session_id')
        .execute();
      expect(daily.map((r) => r.session_id)).toEqual(['keep']);

      // Retention: visits (and session ids) of days before the cut-off go, the
      // counts stay. Session ids of the last 31 days by the real clock are kept.
      now = Date.parse('2026-11-22T04:00:00.000Z');
      await repository.purgeBefore(Date.parse('2026-10-01T00:00:00.000Z'));
      const left = await sql<{ n: number }>`select
        (select count(*) from hourly_sessions) + (select count(*) from daily_sessions) as n`.execute(
        store.database.db,
      );
      expect(Number(left.rows[0]?.n)).toBe(0);
      const old = await app.inject(
        '/api/visitors/dashboard?period=custom&from=2026-09-01&to=2026-09-01',
      );
      expect(old.json().cards.visits.value).toBe(2);
      expect(old.json().series[9]).toEqual({
        start: '2026-09-01T09:00',
        visits: 2,
        uniqueVisitors: 2,
      });
    } finally {
      await app.close();
      await repository.close();
      await store.close();
    }
  });
});
