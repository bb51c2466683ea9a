import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { API_ROOT, NODE_FLAGS, UNLIMITED_RATES, killAll } from './api-process';
import { runHostile } from './harden/hostile';
import { runKillUnderLoad } from './harden/kill-under-load';
import { runPoisonedBatch } from './harden/poisoned-batch';
import { runSlowClients } from './harden/slow-clients';
import { runSteadyLoad } from './harden/steady-load';
import { postgresEngine, sqliteEngine, type Engine } from './harden/stores';
import { table, type Verdict } from './harden/table';

/*
 * npm run harden -w visitor-api [-- --quick] [-- --ports 41400-41499]
 * Hostile requests, a poisoned batch, slow clients, kill -9 under load and a
 * steady track load against the compiled server, on SQLite and (with
 * TEST_DATABASE_URL or DATABASE_URL) on PostgreSQL in a schema of its own.
 * Prints figures and one verdict per target; exits 1 when a target is missed.
 * Everything goes to 127.0.0.1, every part is bounded in time, and every
 * server, file and schema it made is removed at the end, also on failure.
 */

/**
 * The settings that give the server a short request timeout for the slow
 * clients (the headers' own timeout may not exceed it), and that timeout.
 */
const SLOW_CLIENT_SETTINGS = { REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '5000' };
const SLOW_CLIENT_TIMEOUT_MS = 5000;
/** A cut this much later than the timeout still counts as in time. */
const SLOW_CLIENT_MARGIN_MS = 2000;

/**
 * The steady load comes from one address (127.0.0.1), so the per-address
 * limits are raised far above its rate (the same as the benchmark's). Any
 * server-wide ceiling must also be above it.
 */
const LOAD_SETTINGS: Record<string, string> = { ...UNLIMITED_RATES };

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const portsArg = args[args.indexOf('--ports') + 1];
const ports: [number, number] | undefined =
  args.includes('--ports') && portsArg && /^\d+-\d+$/.test(portsArg)
    ? (portsArg.split('-').map(Number) as [number, number])
    : undefined;
const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';

const plan = quick
  ? {
      poisoned: { valid: 200, poisoned: 10, rounds: 2 },
      kill: { senders: 16, minAcknowledged: 500, maxSeconds: 10 },
      load: { rate: 2000, seconds: 5, connections: 200 },
      watchLateMs: 5000,
    }
  : {
      poisoned: { valid: 200, poisoned: 10, rounds: 5 },
      kill: { senders: 16, minAcknowledged: 2000, maxSeconds: 20 },
      load: { rate: 2000, seconds: 60, connections: 200 },
      // Node checks request timeouts on an interval (30 s unless the server sets it).
      watchLateMs: 30_000,
    };

/** The engines in use, so an interrupted run can still remove their files and schemas. */
const engines: Engine[] = [];

async function cleanUp(): Promise<void> {
  killAll();
  await Promise.all(engines.splice(0).map((engine) => engine.cleanUp()));
}

async function part(title: string, run: () => Promise<{ verdicts: Verdict[]; report: string }>) {
  const started = Date.now();
  console.info(`\n== ${title}`);
  try {
    const { verdicts, report } = await run();
    console.info(report);
    console.info(`   (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    return verdicts;
  } catch (error) {
    console.error(error);
    return [{ engine: '', check: title, figure: 'the part failed to run (above)', met: false }];
  }
}

async function main(): Promise<number> {
  console.info('building dist/ ...');
  // The package's build: the shared API contract, then the server.
  execFileSync('npm', ['run', 'build'], { cwd: API_ROOT, stdio: 'inherit' });
  console.info(
    `${new Date().toISOString()}; machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(
        ' ',
      )}, Node ${process.version}; API flags: ${NODE_FLAGS.join(' ') || 'none'}; ${quick ? 'QUICK run' : 'full run'}`,
  );
  engines.push(sqliteEngine());
  if (postgresUrl) engines.push(postgresEngine(postgresUrl));
  else console.info('PostgreSQL: skipped (set TEST_DATABASE_URL or DATABASE_URL to include it)');
  const verdicts: Verdict[] = [];
  try {
    for (const engine of engines) {
      const on = engine.label;
      verdicts.push(...(await part(`hostile requests (${on})`, () => runHostile(engine, ports))));
      verdicts.push(
        ...(await part(`poisoned batch (${on})`, () =>
          runPoisonedBatch(engine, plan.poisoned, ports),
        )),
      );
      verdicts.push(
        ...(await part(`kill -9 under load (${on})`, () =>
          runKillUnderLoad(engine, plan.kill, ports),
        )),
      );
      verdicts.push(
        ...(await part(`steady load (${on})`, () =>
          runSteadyLoad(engine, { ...plan.load, env: LOAD_SETTINGS }, ports),
        )),
      );
    }
    // Timeouts live in the HTTP layer, the same for both engines: once, on the first.
    const first = engines[0] as Engine;
    verdicts.push(
      ...(await part(`slow clients (${first.label})`, () =>
        runSlowClients(
          first,
          {
            connections: 20,
            env: SLOW_CLIENT_SETTINGS,
            timeoutMs: SLOW_CLIENT_TIMEOUT_MS,
            marginMs: SLOW_CLIENT_MARGIN_MS,
            watchLateMs: plan.watchLateMs,
          },
          ports,
        ),
      )),
    );
  } finally {
    await cleanUp();
  }
  console.info('\n== verdicts');
  console.info(
    table(
      ['engine', 'check', 'figure', 'target'],
      verdicts.map((v) => [v.engine, v.check, v.figure, v.met ? 'met' : 'MISSED']),
    ),
  );
  const missed = verdicts.filter((v) => !v.met).length;
  console.info(missed === 0 ? '\nall targets met' : `\n${missed} target(s) missed`);
  return missed === 0 ? 0 : 1;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers and removing the test databases`);
    const exit = () => process.exit(130);
    setTimeout(exit, 5000).unref();
    cleanUp().then(exit, exit);
  });
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    console.error(error);
    await cleanUp().catch(() => undefined);
    process.exit(1);
  },
);
