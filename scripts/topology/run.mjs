#!/usr/bin/env node
// npm run test:topology: the site as it is deployed, on one machine. Each
// host on a loopback address of its own: nginx as the TLS proxy and load
// balancer (deploy/nginx/site.conf), nginx as the remotes' static host
// (deploy/nginx/static.conf), two shell servers and two visitor APIs (their
// systemd units' commands, as the user the units name) on PostgreSQL and
// Redis. Under load, with a browser page open, it deploys, rolls back,
// kills, stops the static host, upgrades the shell and backs up the
// database (scenario.mjs). Run it under `flock /tmp/pawapuri-e2e.lock`.
//
//   node scripts/topology/run.mjs [--benchmarks]   (--benchmarks: write the figures into BENCHMARKS.md)
//   node scripts/topology/run.mjs --bench-content [--publishes N]
//     (no load, no steps: the time from a keeper's publish until both
//     shells render it, with and without Redis; bench-content.mjs)
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Redis from 'ioredis';
import { FRONT_ENDS } from '../apps.mjs';
import { benchContent } from './bench-content.mjs';
import { openBrowser } from './browser.mjs';
import { buildNextContent, ensureSiteBuilt, OLD_HEADING, shellRelease } from './builds.mjs';
import { makeCertificate } from './certificate.mjs';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  newDatabaseName,
  storedVisitIds,
} from './database.mjs';
import { deploy, deployShellAssets, teamKeys } from './deploys.mjs';
import { APIS, PROXY, PUBLIC_ORIGIN, SHELLS } from './hosts.mjs';
import { CHROME_AGENT, startLoad } from './load.mjs';
import { NGINX } from './nginx.mjs';
import { killAllNow, stopAll } from './processes.mjs';
import { checkOrigin, checkStaticHeaders } from './origin-checks.mjs';
import { createReport } from './report.mjs';
import * as scenario from './scenario.mjs';
import { topology } from './services.mjs';
import { serviceUser } from './service-user.mjs';
import { verifyUnits } from './units.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PAGE_WORKERS = 3;
const BENCH_CONTENT = process.argv.includes('--bench-content');
const publishesAt = process.argv.indexOf('--publishes');
const PUBLISHES = publishesAt === -1 ? 10 : Number(process.argv[publishesAt + 1]);

if (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL) {
  console.info(
    'The topology test is skipped: it needs PostgreSQL and Redis (set TEST_DATABASE_URL and TEST_REDIS_URL, as .ci/run does).',
  );
  process.exit(0);
}

const t = { root, problems: [], versions: {}, report: createReport() };
const cleanups = [];
let cleaning = null;

async function cleanUp() {
  cleaning ??= (async () => {
    await stopAll();
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`Cleaning up: ${error.message}`);
      }
    }
  })();
  return cleaning;
}
process.on('exit', killAllNow);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`${signal}: stopping the topology.`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** Runs `work`, timing it as a step of the set-up. */
async function timed(label, work) {
  const started = performance.now();
  const result = await work();
  t.report.time('set-up', label, performance.now() - started);
  return result;
}

async function setUp() {
  verifyUnits(root);
  execFileSync(NGINX, ['-v'], { stdio: 'ignore' });
  const user = serviceUser();
  const remotes = FRONT_ENDS.filter((app) => app.federation);
  t.built = await timed('site build (when needed)', () =>
    ensureSiteBuilt(
      root,
      remotes.map((app) => app.dir),
    ),
  );

  t.dir = mkdtempSync(path.join(tmpdir(), 'pawapuri-topology-'));
  cleanups.push(() => rmSync(t.dir, { recursive: true, force: true }));
  // The services' user reads the run's folder (keys, remotes, certificate); nothing in it is secret beyond the run.
  chmodSync(t.dir, 0o755);
  if (!BENCH_CONTENT) {
    t.nextContentDir = path.join(t.dir, 'next-content');
    await timed("remote-content's next release built", () =>
      buildNextContent(root, t.nextContentDir),
    );
    t.shellRelease = shellRelease(root, path.join(t.dir, 'shell-release'));
  }

  // The photographs' folder both API instances write and nginx reads, owned by the services' user.
  mkdirSync(path.join(t.dir, 'media'), { mode: 0o755 });
  if (user) chownSync(path.join(t.dir, 'media'), user.uid, user.gid);
  t.certificate = makeCertificate(t.dir, PROXY.address);
  mkdirSync(path.join(t.dir, 'keys'), { mode: 0o700 });
  t.keyFiles = teamKeys(
    remotes.map((app) => app.federation),
    path.join(t.dir, 'keys'),
    path.join(t.dir, 'remote-keys.json'),
  );

  const name = newDatabaseName();
  t.database = { name, url: databaseUrl(name) };
  t.restored = newDatabaseName('restored_');
  await createDatabase(name);
  cleanups.push(() => dropDatabase(name));
  await createDatabase(t.restored);
  cleanups.push(() => dropDatabase(t.restored));
  const redisPrefix = `${name}:`;
  cleanups.push(() => deleteRedisKeys(redisPrefix));

  t.services = topology({
    root,
    dir: t.dir,
    user,
    certificate: t.certificate,
    database: t.database,
    redisPrefix,
  });
  t.remotesFolder = t.services.remotesFolder;
  await timed('every remote deployed', async () => {
    for (const app of remotes) {
      const version = await deploy(root, {
        built: path.join(root, app.dir),
        folder: t.remotesFolder,
        keyFile: t.keyFiles[app.federation],
        remote: app.federation,
      });
      if (app.federation === 'remote_content') t.versions.first = version;
    }
  });
  chmodSync(t.remotesFolder, 0o755);
  // The running build's assets, published before the shells start (docs/deploying.md, "Upgrading the shell").
  await timed("the shell's assets deployed", () =>
    deployShellAssets(root, { folder: t.services.shellAssetsFolder }),
  );

  await timed('Topology started', async () => {
    await t.services.startStaticHost();
    await t.services.startReferenceStaticHost();
    // The first API creates the schema; the second starts on it.
    await t.services.startApi(APIS[0]);
    await t.services.startApi(APIS[1]);
    await Promise.all(SHELLS.map((shell) => t.services.startShell(shell)));
    await t.services.startProxy();
  });
  await checkStaticHeaders(t);
  await checkOrigin(t);
  if (BENCH_CONTENT) return;

  const { browser, context } = await openBrowser(t.certificate);
  cleanups.push(() => browser.close());
  Object.assign(t, { browser, context, userAgent: CHROME_AGENT });
}

async function main() {
  await setUp();
  if (BENCH_CONTENT) {
    await benchContent(t, PUBLISHES);
    return;
  }
  t.load = startLoad({ origin: PUBLIC_ORIGIN, ca: t.certificate.pem, pageWorkers: PAGE_WORKERS });
  cleanups.push(() => t.load.stop());
  t.openBeforeDeploy = await scenario.openPage(t, '/jal-mandir', OLD_HEADING);
  scenario.settle(t, 'start', [...t.openBeforeDeploy.errors]);
  t.openBeforeDeploy.errors.length = 0;

  console.info('Under load:');
  for (const step of [
    'deployStep',
    'rollbackStep',
    'killStep',
    'staticHostStep',
    'upgradeStep',
    'backupStep',
  ]) {
    await scenario[step](t);
  }

  const last = await t.load.stop();
  if (last.failures.length)
    t.problems.push(`after the steps: ${last.failures.length} failed requests`);
  const acknowledged = [...t.load.acknowledged];
  const stored = await storedVisitIds(t.database.name, acknowledged);
  const lost = acknowledged.filter((id) => !stored.has(id));
  console.info(
    `Visits: ${acknowledged.length} acknowledged, ${lost.length} missing from PostgreSQL.`,
  );
  if (lost.length) t.problems.push(`${lost.length} acknowledged visits are not in PostgreSQL`);
  if (process.argv.includes('--benchmarks')) {
    t.report.write(root, {
      nginx: spawnSync(NGINX, ['-v'], { encoding: 'utf8' })
        .stderr.trim()
        .replace(/^nginx version: nginx\//, ''),
      workers: PAGE_WORKERS,
      built: t.built,
      pages: t.report.pagesTotal(),
      acknowledged: acknowledged.length,
      failed: t.report.failedTotal(),
      lost: lost.length,
    });
  }
}

async function deleteRedisKeys(prefix) {
  const redis = new Redis(process.env.TEST_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
  });
  await redis.connect();
  try {
    const keys = [];
    for await (const batch of redis.scanStream({ match: `${prefix}*`, count: 500 }))
      keys.push(...batch);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

let exitCode = 0;
try {
  await main();
  if (t.problems.length) {
    exitCode = 1;
    console.error(`The topology test failed:\n- ${t.problems.join('\n- ')}`);
  } else console.info('The topology test passed.');
} catch (error) {
  exitCode = 1;
  console.error(`The topology test failed: ${error.stack ?? error}`);
} finally {
  await cleanUp();
}
process.exit(exitCode);
