import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../src/common/settings/config';
import { connect, connectionOptions } from '../src/common/db/connect';
import { addGoal, listGoals } from '../src/goals/goal-store';
import { API_ROOT as root, startApi, stopApi } from './api-process';
import { vacuumStore } from './vacuum-store';
import { loadIndex, timeViews, trackingBeside } from './view-timing';

/*
 * Goal-filtered views of a year: a store of `visits` visits over 365 days and
 * `events` events beside them (seeded once, reused), three goals, and each
 * view's median and p99 from sequential requests once the index is in;
 * then tracking's p99 alone and beside a goal-filtered year view asked again
 * and again. Prints, asserts nothing.
 */
const PG_SCHEMA = 'visitor_api_goals_bench';

const GOALS = [
  {
    name: 'Called the Jal Mandir',
    event: 'call',
    property: 'listing',
    value: 'Jal Mandir Dharamshala',
  },
  { name: 'Directions', event: 'directions' },
  { name: 'Saw the stays', page: '/hotels*' },
];

/** The year views: by one goal each, a goal beside a filter, unfiltered with the goals counted. */
const QUERIES = [
  'period=12mo&goal=1',
  'period=12mo&goal=2',
  'period=12mo&goal=3',
  'period=12mo&goal=1&source=WhatsApp',
  'period=12mo&goal=3&country=India',
  'period=12mo',
  'period=30d&goal=1',
  // The same year filtered without a goal, for the ratio at the same load.
  'period=12mo&country=India',
];
const YEAR_GOAL_VIEW = QUERIES[0]!;

export interface GoalsBench {
  label: string;
  visits: number;
  events: number;
  postgresUrl: string | null;
}

function storeEnv(bench: GoalsBench): Record<string, string> {
  return bench.postgresUrl
    ? { DATABASE_URL: bench.postgresUrl, DATABASE_SCHEMA: PG_SCHEMA }
    : {
        DATABASE_URL: '',
        DATABASE_PATH: path.join(root, 'data', `bench-goals-${bench.visits}-${bench.events}.db`),
      };
}

function runScript(script: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} exited ${code}`)),
    );
  });
}

/** Seeds the visits and then the events once; a store holding both is reused, its goals set. */
async function ensureSeeded(bench: GoalsBench, env: Record<string, string>): Promise<void> {
  const open = () => connect(connectionOptions(loadConfig({ ...process.env, ...env })));
  let database = open();
  const counts = async () => {
    try {
      const visits = await database.db
        .selectFrom('counters')
        .select('value')
        .where('name', '=', 'stored')
        .executeTakeFirst();
      const events = await database.db
        .selectFrom('events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return { visits: Number(visits?.value ?? 0), events: Number(events?.n ?? 0) };
    } catch {
      return { visits: 0, events: 0 };
    }
  };
  let found = await counts();
  const started = Date.now();
  // The visits' seed skips today's visits later than now (at most a day's share).
  if (found.visits < bench.visits - Math.ceil(bench.visits / 365)) {
    if (env.DATABASE_PATH) {
      for (const suffix of ['', '-wal', '-shm'])
        fs.rmSync(env.DATABASE_PATH + suffix, { force: true });
    } else {
      await sql`drop schema if exists ${sql.id(PG_SCHEMA)} cascade`.execute(database.db);
      await sql`create schema ${sql.id(PG_SCHEMA)}`.execute(database.db);
    }
    await database.db.destroy();
    console.info(
      `seeding ${bench.visits.toLocaleString('en-IN')} visits on ${bench.label} (once)...`,
    );
    await runScript('bench/seed.ts', ['--visits', String(bench.visits), '--days', '365'], env);
    database = open();
    found = await counts();
  }
  if (found.events < bench.events) {
    console.info(
      `seeding ${(bench.events - found.events).toLocaleString('en-IN')} events on ${bench.label} (once)...`,
    );
    await runScript('bench/seed-events.ts', ['--events', String(bench.events - found.events)], env);
  }
  if (Date.now() - started > 1000) {
    console.info(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  if ((await listGoals(database)).length === 0) {
    for (const goal of GOALS) await addGoal(database, goal, 'bench', Date.now(), 30);
  }
  await database.db.destroy();
}

export async function goalsRun(bench: GoalsBench): Promise<void> {
  const env = storeEnv(bench);
  if (env.DATABASE_PATH) fs.mkdirSync(path.dirname(env.DATABASE_PATH), { recursive: true });
  await ensureSeeded(bench, env);
  // Every run, not only after seeding: the runs before this one tracked visits too.
  if (bench.postgresUrl) await vacuumStore(bench.postgresUrl, PG_SCHEMA);
  const api = await startApi('src/server.ts', { env });
  try {
    console.info(
      `goal views on ${bench.label}, ${bench.visits.toLocaleString('en-IN')} visits + ${bench.events.toLocaleString('en-IN')} events over 365 days:`,
    );
    await loadIndex(api);
    await timeViews(api, QUERIES);
    await trackingBeside(api, YEAR_GOAL_VIEW);
  } finally {
    await stopApi(api);
  }
}

if (require.main === module) {
  const { values } = parseArgs({
    options: {
      visits: { type: 'string', default: '1000000' },
      events: { type: 'string', default: '300000' },
      engine: { type: 'string', default: 'both' },
    },
  });
  const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';
  const sizes = { visits: Number(values.visits), events: Number(values.events) };
  (async () => {
    if (values.engine !== 'postgres')
      await goalsRun({ label: 'SQLite', ...sizes, postgresUrl: null });
    if (values.engine !== 'sqlite' && postgresUrl) {
      await goalsRun({ label: 'PostgreSQL', ...sizes, postgresUrl });
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
