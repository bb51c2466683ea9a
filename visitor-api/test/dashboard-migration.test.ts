import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/build-app';
import { loadConfig } from '../src/common/settings/config';
import { migrate, migrator } from '../src/migrations/migrate';
import { createVisitRepository } from '../src/visit-store/visit-repository';
import { daysBetween, localDay } from '../src/common/time/local-day';
import { engines, openTestStore } from './helper';
import { pendingMigrations } from './support/pending-migrations';

const ZONE = 'Asia/Kolkata';
const NOW = Date.parse('2026-11-22T06:30:00.000Z');
const DAY = 86_400_000;

interface OldVisit {
  visit_time: number;
  local_day: string;
  ip_address: string;
  device_type: string;
  browser: string;
  operating_system: string;
  country: string;
  city: string;
  page_visited: string;
  referrer: string;
  screen_resolution: string;
  session_id: string;
  language: string;
}

/** Visits over 80 days, sessions coming back after gaps from 1 to 60 days, mixed sources. */
function oldVisits(): OldVisit[] {
  const referrers = [
    'Direct',
    'https://www.google.com/',
    'android-app://com.whatsapp/',
    'https://m.facebook.com/',
    'https://blog.example.org/x',
  ];
  const pages = ['/', '/jal-mandir', '/gallery', '/donate'];
  const languages = ['hi-IN', 'en-IN', 'en', 'HI', ''];
  const visits: OldVisit[] = [];
  for (let i = 0; i < 120; i += 1) {
    const session = `s${i % 23}`;
    const time = NOW - ((i * 37) % 80) * DAY - (i % 7) * 3_600_000;
    visits.push({
      visit_time: time,
      local_day: localDay(time, ZONE),
      ip_address: '203.0.113.0',
      device_type: ['mobile', 'desktop', 'tablet'][i % 3] as string,
      browser: i % 2 ? 'Chrome' : 'Firefox',
      operating_system: i % 2 ? 'Android' : 'Windows',
      country: i % 5 === 0 ? '' : 'India',
      city: i % 4 === 0 ? '' : (['Patna', 'Gaya', 'Rajgir'][i % 3] as string),
      page_visited: pages[i % pages.length] as string,
      referrer: referrers[i % referrers.length] as string,
      screen_resolution: '393x873',
      session_id: session,
      language: languages[i % languages.length] as string,
    });
  }
  return visits;
}

/** The rollups as the server kept them before the dashboard: gaps capped at 31 days. */
function oldRollups(visits: OldVisit[]) {
  const counts = new Map<string, { day: string; kind: string; key: string; visits: number }>();
  const bump = (day: string, kind: string, key: string) => {
    const id = `${day}|${kind}|${key}`;
    const entry = counts.get(id) ?? { day, kind, key, visits: 0 };
    entry.visits += 1;
    counts.set(id, entry);
  };
  const daysOf = new Map<string, Set<string>>();
  for (const v of visits) {
    bump(v.local_day, 'total', '');
    bump(v.local_day, 'page', v.page_visited);
    bump(v.local_day, 'country', v.country === '' ? 'Unknown' : v.country);
    bump(v.local_day, 'device', v.device_type);
    const days = daysOf.get(v.session_id) ?? new Set<string>();
    days.add(v.local_day);
    daysOf.set(v.session_id, days);
  }
  const sessions: { day: string; session_id: string; prev_day: string | null }[] = [];
  const gaps = new Map<string, { day: string; gap: number; sessions: number }>();
  for (const [session, days] of daysOf) {
    const sorted = [...days].sort();
    sorted.forEach((day, i) => {
      const prev = i > 0 ? (sorted[i - 1] as string) : null;
      sessions.push({ day, session_id: session, prev_day: prev });
      const gap = prev === null ? 31 : Math.min(daysBetween(prev, day), 31);
      const entry = gaps.get(`${day}|${gap}`) ?? { day, gap, sessions: 0 };
      entry.sessions += 1;
      gaps.set(`${day}|${gap}`, entry);
    });
  }
  return { counts: [...counts.values()], sessions, uniques: [...gaps.values()] };
}

describe.each(engines())('migration 006 on %s', (engine) => {
  it('builds the dashboard rollups from the visits stored before it', async () => {
    const store = await openTestStore(engine);
    let app: FastifyInstance | undefined;
    try {
      expect((await migrator(store.database).migrateTo('005-visit-ids')).error).toBeUndefined();
      const visits = oldVisits();
      const { counts, sessions, uniques } = oldRollups(visits);
      // The tables as they were then, before the columns this migration adds.
      const db = store.database.db;
      await db
        .insertInto('visits')
        .values(visits as never)
        .execute();
      await db.insertInto('daily_counts').values(counts).execute();
      await db.insertInto('daily_sessions').values(sessions).execute();
      await db.insertInto('daily_uniques').values(uniques).execute();

      const pending = await pendingMigrations(store.database);
      expect(pending[0]).toBe('006-dashboard-rollups');
      expect(await migrate(store.database)).toEqual(pending);
      const repository = await createVisitRepository(store.database);
      const config = loadConfig({ ...store.env, LOG_LEVEL: 'silent' });
      app = await buildApp({ config, clock: () => NOW, repository });
      const get = async (query: string) => {
        const response = await app!.inject(`/api/visitors/dashboard${query}`);
        expect(response.statusCode).toBe(200);
        return response.json();
      };

      for (const query of [
        '?period=today',
        '?period=yesterday',
        '?period=7d',
        '?period=30d',
        '?period=month',
        '?period=last-month',
        '?period=12mo',
        '?period=all',
        '?period=custom&from=2024-11-01&to=2026-11-22',
      ]) {
        // Every visit has this screen: the filtered view counts the stored visits row by row.
        const rollups = await get(query);
        const rows = await get(`${query}&screen=393x873`);
        expect({ query, ...rollups }).toEqual({ query, ...rows, filters: {} });
      }

      const all = await get('?period=all');
      expect(all.cards.visits.value).toBe(120);
      expect(all.cards.uniqueVisitors.value).toBe(23);
      expect(all.breakdowns.source.map((r: { key: string }) => r.key).sort()).toEqual([
        'Direct',
        'Facebook',
        'Google',
        'WhatsApp',
        'blog.example.org',
      ]);
      expect(all.breakdowns.language.map((r: { key: string }) => r.key).sort()).toEqual([
        'Unknown',
        'en',
        'hi',
      ]);
      // One entry per session and day.
      const entries = all.breakdowns.entry.reduce(
        (n: number, r: { visits: number }) => n + r.visits,
        0,
      );
      expect(entries).toBe(sessions.length);
    } finally {
      await app?.close();
      await store.close();
    }
  });
});
