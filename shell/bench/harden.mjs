#!/usr/bin/env node
/*
 * The shell service's hostile-request suite.
 *
 *   npm run harden -w shell              full run (slow clients held 75 s, a dead remote for 60 s)
 *   npm run harden -w shell -- --short   the short form CI runs (well under 2 minutes)
 *
 * Starts the built service with REMOTES pointing at a temporary remotes.json
 * whose remotes live on fake hosts on other loopback addresses (127.0.0.x):
 * one serving the real build, one serving a server build whose digest does
 * not match (a payload that reports its own evaluation), one that never
 * answers, and, one scenario each, hosts that redirect, send 300 MB, send
 * garbage or refuse connections. An attacker's host (127.0.0.9) is named
 * in Host headers, paths and redirects. The main run forwards /api/ to a
 * fake API (API_UPSTREAM, 127.0.0.6) that keeps what reached it. Prints one table of what it found
 * and one of the targets, and exits 1 when a target is missed. Timings are
 * printed, never judged. Everything it starts is stopped at the end, also
 * on failure or after the overall time limit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rawRequest } from './harden/raw-request.mjs';
import { startFakeHost } from './harden/fake-remotes.mjs';
import { memoryOf, startShell } from './harden/shell-process.mjs';
import { runSlowClients } from './harden/slow-clients.mjs';
import { printTable, quantile } from './harden/table.mjs';
import {
  ADDRESSES,
  evaluations,
  foreignRequests,
  loadSite,
  startForeignHost,
  writeRemotesFile,
} from './harden/site.mjs';
import { get } from './harden/cases/request.mjs';
import { hostCases } from './harden/cases/host-cases.mjs';
import { pathCases } from './harden/cases/path-cases.mjs';
import { rangeCases } from './harden/cases/range-cases.mjs';
import { headerCases } from './harden/cases/header-cases.mjs';
import { methodCases } from './harden/cases/method-cases.mjs';
import { rawCases } from './harden/cases/raw-cases.mjs';
import { apiCases } from './harden/cases/api-cases.mjs';
import { startFakeApi } from './harden/fake-api.mjs';

const short = process.argv.includes('--short');
const SETTINGS = short
  ? {
      slowCopies: 5,
      slowWindowMs: 45_000,
      deadRemoteMs: 5_000,
      pagesPerRemote: 2,
      limitMs: 150_000,
    }
  : {
      slowCopies: 50,
      slowWindowMs: 75_000,
      deadRemoteMs: 60_000,
      pagesPerRemote: Infinity,
      limitMs: 900_000,
    };
/**
 * Peak resident memory of the shell's process above this is a missed target.
 * Its garbage-collected sawtooth under the dead-remote run, with the slow
 * clients' sockets held, stays below; a process that buffered the 300 MB
 * answer would be far above.
 */
const PEAK_RSS_LIMIT_MB = 384;
/** How long one request may take before it counts as unanswered. */
const REQUEST_TIMEOUT_MS = 15_000;
/** The remote modes tried one scenario each (every remote but the first takes the mode). */
const SCENARIO_MODES = ['redirect', 'huge', 'garbage', 'hang', 'refused'];
/** The main run's remotes, by position: the real build, a build that fails its digest, a dead host. */
const MAIN_MODES = ['good', 'bad-digest', 'hang'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const shellDir = path.join(root, 'shell');
const toClose = [];

async function closeAll() {
  for (const item of toClose.splice(0).reverse()) {
    await item.close().catch(() => {});
  }
}

const limit = setTimeout(() => {
  console.error(`harden: stopped after the overall limit of ${SETTINGS.limitMs / 1000} s`);
  void closeAll().finally(() => process.exit(1));
}, SETTINGS.limitMs);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void closeAll().finally(() => process.exit(130)));
}

/** A file of the shell's build, and one of its source maps, by URL path. */
function shellFiles() {
  const names = fs.readdirSync(path.join(shellDir, 'dist'));
  const asset = names.find((name) => /^[\w.-]+\.js$/.test(name) && !name.startsWith('server'));
  const map = names.find((name) => name.endsWith('.js.map'));
  return { asset: `/${asset}`, mapFile: `/${map ?? 'main.js.map'}` };
}

function judge(expect, answer) {
  const { status } = answer;
  if (status >= 500) return `answered ${status}`;
  const closed = status === 0 && answer.error !== 'timeout';
  if (expect === 'waits')
    return status === 0 || (status >= 400 && status < 500) ? undefined : `answered ${status}`;
  const ok =
    expect === 'refuse'
      ? closed || (status >= 400 && status < 500)
      : expect === 'accept'
        ? status >= 200 && status < 400
        : closed || (status >= 200 && status < 500);
  if (ok) return undefined;
  return status === 0
    ? `no answer (${answer.error ?? 'closed'})`
    : `answered ${status}, wanted ${expect}`;
}

/** State of one running shell, replaced when a group kills it. */
class Target {
  constructor(site, remotesFile, env = {}) {
    this.site = site;
    this.remotesFile = remotesFile;
    this.env = env;
    this.peakMb = 0;
  }
  async start() {
    this.shell = await startShell({ shellDir, ...this.remotesFile, env: this.env });
    toClose.push({ close: () => this.stop() });
  }
  async stop() {
    if (!this.shell) return;
    this.peakMb = Math.max(this.peakMb, memoryOf(this.shell.pid).peakMb);
    await this.shell.stop();
  }
  get context() {
    return { host: `127.0.0.1:${this.shell.port}`, port: this.shell.port, ...this.extra };
  }
  async probe() {
    return rawRequest('127.0.0.1', this.shell.port, get(this.context, '/'), {
      timeoutMs: REQUEST_TIMEOUT_MS,
    });
  }
  /** Has the process survived the last request? (A crash takes a moment to be seen as an exit.) */
  async stillUp() {
    await new Promise((resolve) => setTimeout(resolve, 150));
    return this.shell.alive();
  }
  async restart() {
    console.error(
      `harden: the shell stopped answering; its last output:\n${this.shell.output().slice(-1500)}`,
    );
    await this.stop();
    await this.start();
  }
  /** Is the process up and the home page answered? If not, it is restarted and the crash reported. */
  async survived() {
    const up = this.shell.alive() && (await this.probe()).status === 200;
    if (up) return true;
    await this.restart();
    return false;
  }
}

async function runGroup(target, foreign, group, cases) {
  const row = {
    group,
    cases: cases.length,
    '2xx/3xx': 0,
    '4xx': 0,
    '5xx': 0,
    'no answer': 0,
    'not as wanted': 0,
    crashed: 0,
  };
  const foreignBefore = foreignRequests(foreign);
  const evaluatedBefore = evaluations(target.site, foreign);
  const misses = [];
  const started = Date.now();
  for (const hostile of cases) {
    hostile.before?.();
    const answer = await rawRequest('127.0.0.1', target.shell.port, hostile.bytes, {
      timeoutMs: hostile.timeoutMs ?? REQUEST_TIMEOUT_MS,
    });
    const { status } = answer;
    // A request that took the process down: counted, and the service started again for the next.
    if (status === 0 && !(await target.stillUp())) {
      row.crashed += 1;
      misses.push(`  ${group} / ${hostile.name}: the process died`);
      await target.restart();
    }
    if (status === 0) row['no answer'] += 1;
    else if (status < 400) row['2xx/3xx'] += 1;
    else if (status < 500) row['4xx'] += 1;
    else row['5xx'] += 1;
    const problem = judge(hostile.expect, answer) ?? hostile.check?.(answer);
    if (problem) {
      row['not as wanted'] += 1;
      misses.push(`  ${group} / ${hostile.name}: ${problem}`);
    }
  }
  // Let any background fetch a request started reach the fake hosts before counting.
  await new Promise((resolve) => setTimeout(resolve, 300));
  row['foreign requests'] = foreignRequests(foreign) - foreignBefore;
  row.evaluations = evaluations(target.site, foreign) - evaluatedBefore;
  row.crashed += (await target.survived()) ? 0 : 1;
  row.seconds = ((Date.now() - started) / 1000).toFixed(1);
  // Printed as it completes, so a run stopped by the time limit still shows what it found.
  console.info(`  ${group}: ${JSON.stringify(row)}`);
  return { row, misses };
}

/** Pages of every remote, in both languages: answered 200 whatever state their remote is in. */
function pageCases(target, remotes) {
  return remotes.flatMap((remote) =>
    remote.pages.slice(0, SETTINGS.pagesPerRemote).flatMap((page) =>
      [page, `/hi${page === '/' ? '' : page}`].map((pagePath) => ({
        name: `${remote.mode} remote ${pagePath}`,
        bytes: get(target.context, pagePath),
        expect: 'accept',
      })),
    ),
  );
}

async function deadRemoteTimes(target, deadPages, livePage) {
  const times = { dead: [], live: [] };
  let fiveHundreds = 0;
  const until = Date.now() + SETTINGS.deadRemoteMs;
  // Resident memory every tenth of the run: a steady climb would be a leak, a plateau a cache.
  const rss = [];
  let nextSample = 0;
  for (let i = 0; Date.now() < until; i += 1) {
    if (Date.now() >= nextSample) {
      rss.push(Math.round(memoryOf(target.shell.pid).rssMb));
      nextSample = Date.now() + SETTINGS.deadRemoteMs / 10;
    }
    for (const [kind, page] of [
      ['dead', deadPages[i % deadPages.length]],
      ['live', livePage],
    ]) {
      const answer = await rawRequest('127.0.0.1', target.shell.port, get(target.context, page), {
        timeoutMs: REQUEST_TIMEOUT_MS,
      });
      if (answer.status >= 500 || answer.status === 0) fiveHundreds += 1;
      times[kind].push(answer.ms);
    }
  }
  rss.push(Math.round(memoryOf(target.shell.pid).rssMb));
  return { times, fiveHundreds, rss };
}

async function main() {
  const site = loadSite(root);
  toClose.push({ close: async () => fs.rmSync(site.tmp, { recursive: true, force: true }) });
  const { foreign, payloadText } = await startForeignHost(site);
  toClose.push(foreign);
  const addressOf = {
    good: ADDRESSES.good,
    'bad-digest': ADDRESSES.badDigest,
    hang: ADDRESSES.hang,
  };
  const mainRemotes = [];
  for (const [i, remote] of site.remotes.entries()) {
    const mode = MAIN_MODES[i % MAIN_MODES.length];
    const host = await startFakeHost({
      address: addressOf[mode],
      mode,
      distDir: remote.distDir,
      payloadText,
    });
    toClose.push(host);
    mainRemotes.push({ ...remote, mode, host });
  }
  const good = mainRemotes[0];
  const mainFile = writeRemotesFile(
    site,
    (remote) => mainRemotes.find((r) => r.name === remote.name).host.origin,
    'main',
  );
  const api = await startFakeApi(ADDRESSES.api);
  toClose.push(api);
  const target = new Target(
    site,
    { remotesFile: mainFile.file, remoteUrls: mainFile.remoteUrls },
    { API_UPSTREAM: api.origin },
  );
  await target.start();
  target.extra = {
    api,
    foreign: `${foreign.address}:${foreign.port}`,
    remoteHost: `${good.host.address}:${good.host.port}`,
    ...shellFiles(),
  };
  console.info(
    `harden (${short ? 'short' : 'full'}): shell service pid ${target.shell.pid} on ${target.context.host}` +
      `${target.shell.legacy ? ' (no serve script in shell/package.json: the site launcher stands in)' : ''}; ` +
      `remotes ${mainRemotes.map((r) => `${r.name}=${r.mode} ${r.host.origin}`).join(', ')}; foreign ${foreign.origin}`,
  );

  // Slow clients hold their connections while every other group runs: the
  // server checks its request timeouts on an interval, so cutting them takes a while.
  const slowRun = runSlowClients(target.shell.port, target.context.host, {
    copies: SETTINGS.slowCopies,
    windowMs: SETTINGS.slowWindowMs,
    probe: () => target.probe(),
  });
  const rows = [];
  /** Each remote scenario's process: its peak resident memory. */
  const peaks = [];
  const misses = [];
  const groups = [
    ['host', hostCases],
    ['path', pathCases],
    ['range', rangeCases],
    ['headers', headerCases],
    ['method', methodCases],
    ['raw request', rawCases],
    ['api forwarder', apiCases],
    ['remote pages', () => pageCases(target, mainRemotes)],
  ];
  for (const [name, cases] of groups) {
    const result = await runGroup(target, foreign, name, cases(target.context));
    rows.push(result.row);
    misses.push(...result.misses);
  }

  for (const mode of SCENARIO_MODES) {
    const hosts = [];
    const origins = new Map();
    for (const [i, remote] of site.remotes.entries()) {
      if (i === 0) {
        origins.set(remote.name, good.host.origin);
        continue;
      }
      if (mode === 'refused') {
        origins.set(remote.name, `http://${ADDRESSES.scenario}:1`);
        continue;
      }
      const host = await startFakeHost({
        address: ADDRESSES.scenario,
        mode,
        distDir: remote.distDir,
        foreignUrl: foreign.origin,
        payloadText,
      });
      toClose.push(host);
      hosts.push(host);
      origins.set(remote.name, host.origin);
    }
    const file = writeRemotesFile(site, (remote) => origins.get(remote.name), mode);
    const scenario = new Target(site, { remotesFile: file.file, remoteUrls: file.remoteUrls });
    await scenario.start();
    scenario.extra = target.extra;
    const hostile = site.remotes.slice(1).map((remote) => ({ ...remote, mode }));
    const result = await runGroup(
      scenario,
      foreign,
      `remote that ${mode === 'hang' ? 'hangs' : mode === 'huge' ? 'sends 300 MB' : mode === 'refused' ? 'refuses' : mode === 'garbage' ? 'sends garbage' : 'redirects'}`,
      pageCases(scenario, hostile),
    );
    await scenario.stop();
    peaks.push(`${mode} ${Math.round(scenario.peakMb)}`);
    target.peakMb = Math.max(target.peakMb, scenario.peakMb);
    for (const host of hosts) await host.close();
    rows.push(result.row);
    misses.push(...result.misses);
  }

  console.info(
    `\nslow clients (${SETTINGS.slowCopies} of each at once, window ${SETTINGS.slowWindowMs / 1000} s)`,
  );
  const slow = await slowRun;
  const slowCrashed = (await target.survived()) ? 0 : 1;
  printTable(
    ['case', 'copies', 'cut', 'slowest cut', '5xx'],
    slow.rows.map((row) => ({
      case: row.name,
      copies: row.copies,
      cut: row.cut,
      'slowest cut': row.slowestCutMs === null ? '-' : `${(row.slowestCutMs / 1000).toFixed(1)} s`,
      '5xx': row.fiveHundreds,
    })),
  );
  console.info(
    `home page while they waited: ${slow.probed.status} in ${slow.probed.ms.toFixed(0)} ms`,
  );

  const dead = mainRemotes.find((remote) => remote.mode === 'hang');
  const deadPages = dead ? dead.pages : [];
  const renders = dead
    ? await deadRemoteTimes(target, deadPages, good.pages[0])
    : { times: { dead: [], live: [] }, fiveHundreds: 0, rss: [] };
  const rendersCrashed = (await target.survived()) ? 0 : 1;
  const mainPeakMb = memoryOf(target.shell.pid).peakMb;
  target.peakMb = Math.max(target.peakMb, mainPeakMb);

  console.info('\nhostile requests');
  const total = (key) => rows.reduce((sum, row) => sum + Number(row[key]), 0);
  rows.push({
    group: 'all',
    ...Object.fromEntries(
      [
        'cases',
        '2xx/3xx',
        '4xx',
        '5xx',
        'no answer',
        'not as wanted',
        'foreign requests',
        'evaluations',
        'crashed',
      ].map((key) => [key, total(key)]),
    ),
    seconds: total('seconds').toFixed(1),
  });
  printTable(Object.keys(rows[0]), rows);
  if (misses.length > 0)
    console.info(
      `\nanswers not as a hardened server gives them (${misses.length}):\n${misses.join('\n')}`,
    );

  console.info(
    `\npeak RSS (MB): main run ${Math.round(mainPeakMb)}; remote scenarios: ${peaks.join(', ')}`,
  );
  console.info(`RSS during the dead-remote run (MB): ${renders.rss.join(' → ')}`);
  const stats = (list) =>
    `p50 ${quantile(list, 0.5)} ms, p95 ${quantile(list, 0.95)} ms, max ${quantile(list, 1)} ms, ` +
    `${list.filter((ms) => ms > 1_000).length} over 1 s`;
  console.info(
    `\nrenders over ${SETTINGS.deadRemoteMs / 1000} s with a remote that never answers (${dead?.name ?? 'none'}):`,
  );
  console.info(`  its pages: ${renders.times.dead.length} requests, ${stats(renders.times.dead)}`);
  console.info(
    `  a live remote's page between them: ${renders.times.live.length} requests, ${stats(renders.times.live)}`,
  );

  const all = rows.at(-1);
  const slowMissed = slow.rows.reduce((sum, row) => sum + row.copies - row.cut, 0);
  const targets = [
    [
      'crashes (process down or home page not answered after a group)',
      all.crashed + slowCrashed + rendersCrashed,
      0,
    ],
    [
      '5xx caused by input',
      all['5xx'] + renders.fiveHundreds + slow.rows.reduce((s, r) => s + r.fiveHundreds, 0),
      0,
    ],
    ['answers not as wanted (status, unsafe redirect)', all['not as wanted'], 0],
    ['requests seen by hosts outside the allowlist', all['foreign requests'], 0],
    ['evaluations of an unverified build', all.evaluations, 0],
    [`slow clients not cut within ${SETTINGS.slowWindowMs / 1000} s`, slowMissed, 0],
    ['home page answered during slow clients', slow.probed.status === 200 ? 1 : 0, 1],
    [
      `peak RSS of the shell's process (MB, limit ${PEAK_RSS_LIMIT_MB})`,
      Math.round(target.peakMb),
      PEAK_RSS_LIMIT_MB,
    ],
  ];
  console.info('\ntargets');
  const verdicts = targets.map(([name, found, wanted]) => ({
    target: name,
    found,
    wanted: name.startsWith('peak') ? `≤ ${wanted}` : String(wanted),
    met: (name.startsWith('peak') ? found <= wanted : found === wanted) ? 'yes' : 'NO',
  }));
  printTable(['target', 'found', 'wanted', 'met'], verdicts);
  return verdicts.every((verdict) => verdict.met === 'yes');
}

let passed = false;
try {
  passed = await main();
} catch (error) {
  console.error(`harden: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  clearTimeout(limit);
  await closeAll();
}
console.info(passed ? '\nharden: every target met' : '\nharden: a target was missed');
process.exit(passed ? 0 : 1);
