import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import BetterSqlite3 from 'better-sqlite3';
import {
  API_ROOT as root,
  BROWSER_UA as UA,
  NODE_FLAGS,
  VALID_VISIT,
  rssBytes,
  startApi,
  stopApi as stop,
  type StartOptions,
} from './api-process';
import { median } from './sequential-timing';
import { dashboardRun } from './bench-dashboard';
import { eventsRun } from './bench-events';
import { goalsRun } from './bench-goals';

/*
 * npm run bench -w visitor-api [-- --rows 1000000 --duration 10 --year-rows 1000000 --goal-events 300000 --only dashboard|events|goals]
 * Prints figures, asserts nothing. Every server runs in its own process so the
 * load generator does not share its event loop; every load run is bounded by
 * time and connections.
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const ROWS = option('rows', 1_000_000);
const YEAR_ROWS = option('year-rows', 1_000_000);
const GOAL_EVENTS = option('goal-events', 300_000);
const ONLY = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const DURATION = option('duration', 10);
const CONNECTIONS = 50;
const dataDir = path.join(root, 'data');
const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';
const VISIT = JSON.stringify(VALID_VISIT);

const start = (script: string, env: StartOptions['env']) => startApi(script, { env });

async function load(url: string, body: string, seconds = DURATION, connections = CONNECTIONS) {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': UA },
    body,
    connections,
    duration: seconds,
  });
  return { rps: result.requests.average, p50: result.latency.p50, non2xx: result.non2xx };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function trackRun(label: string, env: Record<string, string>) {
  const api = await start('src/server.ts', env);
  const bare = await start('bench/bare-server.ts', {});
  try {
    // Warm both up, then measure one after the other in the same run.
    await load(`${bare.url}/api/visitors/track`, VISIT, 2);
    await load(`${api.url}/api/visitors/track`, VISIT, 2);
    const b = await load(`${bare.url}/api/visitors/track`, VISIT);
    const t = await load(`${api.url}/api/visitors/track`, VISIT);
    // A reference only: the same bare route answering 201 with a small JSON body, as track must.
    const j = await load(`${bare.url}/api/visitors/track-201`, VISIT);
    console.info(
      `track on ${label}: ${t.rps.toFixed(0)} req/s (p50 ${t.p50} ms, non-2xx ${t.non2xx}) | bare 204 route: ${b.rps.toFixed(0)} req/s (p50 ${b.p50} ms) | ratio ${(t.rps / b.rps).toFixed(2)}`,
    );
    console.info(
      `  reference: bare route answering 201 + JSON: ${j.rps.toFixed(0)} req/s (${(j.rps / b.rps).toFixed(2)} of the 204 route)`,
    );
  } finally {
    await stop(api);
    await stop(bare);
  }
}

async function ensureSeeded(databasePath: string): Promise<void> {
  if (fs.existsSync(databasePath)) {
    const db = new BetterSqlite3(databasePath, { readonly: true });
    const row = db.prepare("select value from counters where name = 'stored'").get() as
      | { value: number }
      | undefined;
    db.close();
    // The seed skips today's visits later than now (up to a day's share, 1/30), so a
    // complete file holds a little under ROWS; anything less is an interrupted seed.
    if ((row?.value ?? 0) >= ROWS - Math.ceil(ROWS / 30)) return;
    fs.rmSync(databasePath, { force: true });
  }
  console.info(
    `seeding ${ROWS.toLocaleString('en-IN')} visits over 30 days (once; reused later)...`,
  );
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'bench/seed.ts', '--visits', String(ROWS), '--days', '30'],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: '', DATABASE_PATH: databasePath },
        stdio: 'ignore',
      },
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed exited ${code}`))));
  });
  console.info(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

async function readRun(databasePath: string) {
  const env = { DATABASE_PATH: databasePath };
  const api = await start('src/server.ts', env);
  try {
    const base = `${api.url}/api/visitors`;
    const runs: [string, 'GET' | 'POST', string, string?][] = [
      ['analytics', 'GET', `${base}/analytics`],
      ['statistics', 'GET', `${base}/statistics`],
      ['search, default page', 'POST', `${base}/search`, '{}'],
      [
        'search, filtered',
        'POST',
        `${base}/search`,
        JSON.stringify({ country: 'nepal', deviceType: 'mobile', size: 100 }),
      ],
    ];
    for (const [label, method, url, body] of runs) {
      const r = await median(url, method, body);
      console.info(
        `${label}: median ${r.p50} ms, p99 ${r.p99} ms (${r.requests} sequential requests)`,
      );
    }
  } finally {
    await stop(api);
  }
  await exportRun(env, 'csv');
  await exportRun(env, 'excel');
}

/** A full export from a fresh process, so its peak RSS is the export's own. */
async function exportRun(env: Record<string, string>, format: 'csv' | 'excel') {
  const fresh = await start('src/server.ts', env);
  try {
    const started = Date.now();
    const response = await fetch(`${fresh.url}/api/visitors/export?format=${format}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      if (format === 'csv') for (const byte of chunk) if (byte === 10) lines += 1;
    }
    const seconds = (Date.now() - started) / 1000;
    const rows = format === 'csv' ? `${(lines - 1).toLocaleString('en-IN')} rows, ` : '';
    console.info(
      `${format === 'csv' ? 'CSV' : 'Excel'} export: ${rows}${mb(bytes)} in ${seconds.toFixed(1)} s; server peak RSS ${mb(rssBytes(fresh.child.pid, 'peak'))}`,
    );
  } finally {
    await stop(fresh);
  }
}

async function main() {
  console.info('building dist/ ...');
  // The package's build: the shared API contract, then the server.
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  console.info(
    `machine: ${os.cpus().length} cores, Node ${process.version}; ${DURATION} s per load run, ${CONNECTIONS} connections; API flags: ${NODE_FLAGS.join(' ') || 'none'}`,
  );
  if (ONLY === 'events') {
    await eventRuns();
    return;
  }
  if (ONLY === 'goals') {
    await goalRuns();
    return;
  }
  if (ONLY !== 'dashboard') {
    await trackAndReads();
    await eventRuns();
  }
  if (YEAR_ROWS > 0) {
    await dashboardRun({ label: 'SQLite', rows: YEAR_ROWS, postgresUrl: null });
    if (postgresUrl) await dashboardRun({ label: 'PostgreSQL', rows: YEAR_ROWS, postgresUrl });
    else console.info('dashboard on PostgreSQL: skipped (set TEST_DATABASE_URL or DATABASE_URL)');
    await goalRuns();
  }
}

/** Goal-filtered year views over YEAR_ROWS visits and GOAL_EVENTS events, on each engine. */
async function goalRuns() {
  const sizes = { visits: YEAR_ROWS, events: GOAL_EVENTS };
  await goalsRun({ label: 'SQLite', ...sizes, postgresUrl: null });
  if (postgresUrl) await goalsRun({ label: 'PostgreSQL', ...sizes, postgresUrl });
  else console.info('goal views on PostgreSQL: skipped (set TEST_DATABASE_URL or DATABASE_URL)');
}

/** Events stored per second on each engine, and tracking's p99 without and with them. */
async function eventRuns() {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'visitor-api-bench-'));
  try {
    await eventsRun(
      'SQLite',
      { DATABASE_PATH: path.join(scratch, 'events.db') },
      DURATION,
      CONNECTIONS,
    );
    if (postgresUrl) {
      await eventsRun(
        'PostgreSQL',
        { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: 'visitor_api_bench_events' },
        DURATION,
        CONNECTIONS,
      );
    } else {
      console.info('events on PostgreSQL: skipped (set TEST_DATABASE_URL or DATABASE_URL)');
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

async function trackAndReads() {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'visitor-api-bench-'));
  try {
    await trackRun('SQLite', { DATABASE_PATH: path.join(scratch, 'track.db') });
    if (postgresUrl) {
      await trackRun('PostgreSQL', {
        DATABASE_URL: postgresUrl,
        DATABASE_SCHEMA: 'visitor_api_bench',
      });
    } else {
      console.info('PostgreSQL: skipped (set TEST_DATABASE_URL or DATABASE_URL to include it)');
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  if (ROWS > 0) {
    fs.mkdirSync(dataDir, { recursive: true });
    const databasePath = path.join(dataDir, `bench-${ROWS}.db`);
    await ensureSeeded(databasePath);
    await readRun(databasePath);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
