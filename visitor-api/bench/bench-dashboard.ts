import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { API_ROOT as root, rssBytes, startApi, stopApi } from './api-process';
import { vacuumStore } from './vacuum-store';
import { loadIndex, mb, timeViews, trackingBeside } from './view-timing';

/** The PostgreSQL schema the year of visits is seeded into once and reused. */
const PG_SCHEMA = 'visitor_api_dashboard_bench';
const DAYS = 365;

/** Every named period unfiltered, then one filter, then two. */
const QUERIES = [
  'period=today',
  'period=yesterday',
  'period=7d',
  'period=30d',
  'period=month',
  'period=last-month',
  'period=12mo',
  'period=all',
  'period=custom&from=2019-01-01&to=2028-12-31',
  'period=30d&source=WhatsApp',
  'period=12mo&source=WhatsApp',
  'period=12mo&country=India',
  'period=30d&country=India',
  'period=today&country=India',
  'period=12mo&source=WhatsApp&country=India',
  'period=30d&device=mobile&language=hi',
  'period=12mo&page=%2Fjal-mandir&device=mobile',
  'period=7d&city=Patna',
];

/** The filtered views, also read with the index off, side by side. */
const FILTERED = QUERIES.filter((query) =>
  query.split('&').some((part) => !/^(period|from|to)=/.test(part)),
);

/** A filtered view over the year, asked again and again while tracking is measured. */
const YEAR_VIEW = 'period=12mo&country=India';

export interface DashboardBench {
  label: string;
  rows: number;
  postgresUrl: string | null;
}

async function storedVisits(bench: DashboardBench, databasePath: string): Promise<number> {
  if (bench.postgresUrl) {
    const client = new pg.Client({ connectionString: bench.postgresUrl });
    await client.connect();
    try {
      await client.query(`create schema if not exists ${PG_SCHEMA}`);
      const found = await client.query<{ value: string }>(
        `select value from ${PG_SCHEMA}.counters where name = 'stored'`,
      );
      return Number(found.rows[0]?.value ?? 0);
    } catch {
      return 0;
    } finally {
      await client.end();
    }
  }
  if (!fs.existsSync(databasePath)) return 0;
  const db = new BetterSqlite3(databasePath, { readonly: true });
  try {
    const row = db.prepare("select value from counters where name = 'stored'").get() as
      | { value: number }
      | undefined;
    return row?.value ?? 0;
  } catch {
    return 0;
  } finally {
    db.close();
  }
}

async function dropStore(bench: DashboardBench, databasePath: string): Promise<void> {
  if (!bench.postgresUrl) {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(databasePath + suffix, { force: true });
    return;
  }
  const client = new pg.Client({ connectionString: bench.postgresUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${PG_SCHEMA} cascade`);
    await client.query(`create schema ${PG_SCHEMA}`);
  } finally {
    await client.end();
  }
}

/** Seeds `rows` visits over the last 365 days, once; a complete store is reused. */
async function ensureYearSeeded(bench: DashboardBench, env: Record<string, string>) {
  const databasePath = env.DATABASE_PATH ?? '';
  // The seed skips today's visits later than now (at most a day's share).
  if ((await storedVisits(bench, databasePath)) >= bench.rows - Math.ceil(bench.rows / DAYS)) {
    return;
  }
  await dropStore(bench, databasePath);
  console.info(
    `seeding ${bench.rows.toLocaleString('en-IN')} visits over ${DAYS} days on ${bench.label} (once; reused later)...`,
  );
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'bench/seed.ts', '--visits', String(bench.rows), '--days', '365'],
      { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore' },
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed exited ${code}`))));
  });
  console.info(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (bench.postgresUrl) await vacuumStore(bench.postgresUrl, PG_SCHEMA);
}

/**
 * GET /api/visitors/dashboard over a year of visits: each query's median and
 * p99 from sequential requests (at most 100 or 4 s each) on a warmed server.
 */
export async function dashboardRun(bench: DashboardBench): Promise<void> {
  const env: Record<string, string> = bench.postgresUrl
    ? { DATABASE_URL: bench.postgresUrl, DATABASE_SCHEMA: PG_SCHEMA }
    : {
        DATABASE_URL: '',
        DATABASE_PATH: path.join(root, 'data', `bench-dashboard-${bench.rows}.db`),
      };
  if (env.DATABASE_PATH) fs.mkdirSync(path.dirname(env.DATABASE_PATH), { recursive: true });
  await ensureYearSeeded(bench, env);
  // Filtered views read from the stored visits, as before the index (bounded: they take seconds).
  const stored = await startApi('src/server.ts', { env: { ...env, DASHBOARD_VISIT_INDEX: 'off' } });
  try {
    console.info(`filtered views on ${bench.label} from the stored visits (index off):`);
    await timeViews(stored, FILTERED, {
      warm: { maxRequests: 1, budgetMs: 1 },
      timed: { maxRequests: 20, budgetMs: 4000 },
    });
    await trackingBeside(stored, YEAR_VIEW);
  } finally {
    await stopApi(stored);
  }
  const api = await startApi('src/server.ts', { env });
  try {
    console.info(
      `dashboard on ${bench.label}, ${bench.rows.toLocaleString('en-IN')} visits over ${DAYS} days:`,
    );
    await loadIndex(api);
    await timeViews(api, QUERIES);
    await trackingBeside(api, YEAR_VIEW);
    console.info(`  API RSS after: ${mb(rssBytes(api.child.pid))}`);
  } finally {
    await stopApi(api);
  }
}
