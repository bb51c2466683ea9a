/*
 * Keeper accounts' figures (BENCHMARKS.md, Keepers), against the built server
 * (npm run build -w visitor-api first) on a fresh SQLite file:
 *
 *   1. sign-in time at the argon2id parameters (hash alone, and a whole sign-in);
 *   2. 1,000 wrong passwords against one account from 10 addresses, as fast
 *      as they can be sent: how many are checked before the delays stop them,
 *      and whether the real owner (own address) and another keeper (an
 *      attacker's address) still sign in;
 *   3. session lookup (GET /api/keepers/me) latency while visits are tracked
 *      at ~2,000/s, and tracking's p99 with and without the lookups.
 *
 * Run: npx tsx bench/bench-keepers.ts [--seconds 15]. Every load is bounded.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { hash } from '@node-rs/argon2';
import { BROWSER_UA, VALID_VISIT, startApi, stopApi, type ApiProcess } from './api-process';
import { runKeeperCli } from '../src/cli/keeper';
import { ARGON2_OPTIONS } from '../src/keepers/password-hash';

const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'correct horse battery staple';
const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf('--seconds') + 1]) || 15;

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function addKeeper(env: Record<string, string>, api: ApiProcess, email: string) {
  const lines: string[] = [];
  const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
  if ((await runKeeperCli(['add', email, '--role', 'owner'], env, io)) !== 0) {
    throw new Error(lines.join('\n'));
  }
  const token = lines.find((l) => l.includes('#token='))?.split('#token=')[1];
  const set = await fetch(`${api.url}/api/keepers/set-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ token, password: PASSWORD }),
  });
  if (set.status !== 200) throw new Error(`set-password answered ${set.status}`);
}

async function signIn(api: ApiProcess, email: string, password: string, from: string) {
  const started = performance.now();
  const response = await fetch(`${api.url}/api/keepers/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-forwarded-for': from },
    body: JSON.stringify({ email, password }),
  });
  await response.arrayBuffer();
  return {
    status: response.status,
    ms: performance.now() - started,
    cookie: response.headers.get('set-cookie')?.split(';')[0] ?? '',
  };
}

async function signInTimes(api: ApiProcess) {
  const hashes: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const started = performance.now();
    await hash(`${PASSWORD} ${i}`, ARGON2_OPTIONS);
    hashes.push(performance.now() - started);
  }
  const whole: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    whole.push((await signIn(api, 'owner@example.in', PASSWORD, '198.51.100.1')).ms);
  }
  hashes.sort((a, b) => a - b);
  whole.sort((a, b) => a - b);
  const { memoryCost, timeCost, parallelism } = ARGON2_OPTIONS;
  console.info(
    `argon2id m=${memoryCost} KiB t=${timeCost} p=${parallelism}: hash p50 ${ms(percentile(hashes, 0.5))}, ` +
      `max ${ms(hashes.at(-1) ?? 0)}; whole sign-in (HTTP, argon2 verify, session) p50 ` +
      `${ms(percentile(whole, 0.5))}, max ${ms(whole.at(-1) ?? 0)} (20 each)`,
  );
}

async function guessing(api: ApiProcess) {
  const started = Date.now();
  const statuses: Record<number, number> = {};
  // 10 addresses, each sending its 100 guesses one after another, all at once.
  await Promise.all(
    Array.from({ length: 10 }, async (_, a) => {
      for (let i = 0; i < 100; i += 1) {
        const { status } = await signIn(
          api,
          'owner@example.in',
          `guess number ${i} of ${a}`,
          `203.0.113.${a + 10}`,
        );
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  const owner = await signIn(api, 'owner@example.in', PASSWORD, '198.51.100.1');
  const other = await signIn(api, 'second@example.in', PASSWORD, '203.0.113.10');
  console.info(
    `1,000 wrong passwords, one account, 10 addresses in ${elapsed.toFixed(1)} s: ` +
      `${statuses[401] ?? 0} checked (401), ${statuses[429] ?? 0} stopped by the delays (429), ` +
      `other: ${JSON.stringify(Object.fromEntries(Object.entries(statuses).filter(([s]) => s !== '401' && s !== '429')))}; ` +
      `the owner from their own address: ${owner.status} in ${ms(owner.ms)}; ` +
      `another keeper from an attacker's address: ${other.status} in ${ms(other.ms)}`,
  );
}

async function trackLoad(api: ApiProcess) {
  return autocannon({
    url: `${api.url}/api/visitors/track`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
    body: JSON.stringify(VALID_VISIT),
    connections: 100,
    overallRate: 2000,
    duration: seconds,
    timeout: 10,
  });
}

async function lookupsUnderLoad(api: ApiProcess) {
  const baseline = await trackLoad(api);
  const { cookie } = await signIn(api, 'owner@example.in', PASSWORD, '198.51.100.1');
  const lookups: number[] = [];
  let failed = 0;
  let running = true;
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${api.url}/api/keepers/me`, {
        headers: { cookie, origin: ORIGIN },
      });
      await response.arrayBuffer();
      if (response.status === 200) lookups.push(performance.now() - started);
      else failed += 1;
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const loaded = await trackLoad(api);
  running = false;
  await probe;
  lookups.sort((a, b) => a - b);
  const rate = (r: autocannon.Result) => (r.requests.total / r.duration).toFixed(0);
  console.info(
    `tracking alone: ${rate(baseline)}/s, p50 ${baseline.latency.p50} ms, p99 ${baseline.latency.p99} ms; ` +
      `with session lookups: ${rate(loaded)}/s, p50 ${loaded.latency.p50} ms, p99 ${loaded.latency.p99} ms ` +
      `(${seconds} s each)`,
  );
  console.info(
    `session lookup (GET /api/keepers/me) during it: ${lookups.length} lookups, p50 ${ms(percentile(lookups, 0.5))}, ` +
      `p99 ${ms(percentile(lookups, 0.99))}, max ${ms(lookups.at(-1) ?? 0)}, ${failed} failed`,
  );
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-keepers-'));
  const env = { DATABASE_PATH: path.join(dir, 'visitors.db'), LOG_LEVEL: 'silent' };
  // The client addresses of the guessing come from X-Forwarded-For, trusted from loopback only.
  const api = await startApi('src/server.ts', { env: { ...env, TRUST_PROXY: 'loopback' } });
  try {
    await addKeeper(env, api, 'owner@example.in');
    await addKeeper(env, api, 'second@example.in');
    console.info(
      `${new Date().toISOString()}; load average ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`,
    );
    await signInTimes(api);
    await guessing(api);
    await lookupsUnderLoad(api);
  } finally {
    await stopApi(api);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
