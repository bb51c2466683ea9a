/*
 * 40 sign-ins at once at the argon2 bound (BENCHMARKS.md, Keepers): each from
 * its own address with the right password, so every one that gets a place is
 * checked. Prints p50/p99 of the checked (200) and of the refused (503)
 * answers, how many of each, and the process's peak resident memory.
 *
 * Run: npx tsx bench/bench-sign-in-burst.ts [--rounds 5] (in-process, SQLite).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/build-app';
import { loadConfig } from '../src/common/settings/config';
import { inviteKeeper } from '../src/keepers/invite';

const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'correct horse battery staple';
const args = process.argv.slice(2);
const rounds = Number(args[args.indexOf('--rounds') + 1]) || 5;
const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sign-in-burst-'));
  const config = loadConfig({ DATABASE_PATH: path.join(dir, 'v.db'), LOG_LEVEL: 'silent' });
  const app = await buildApp({ config });
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    const invited = await inviteKeeper(
      app.keepers.store,
      { email: 'owner@example.in', role: 'owner' },
      Date.now(),
      ORIGIN,
    );
    await app.inject({
      method: 'POST',
      url: '/api/keepers/set-password',
      headers: { origin: ORIGIN },
      payload: { token: invited.link.split('#token=')[1], password: PASSWORD },
    });
    const before = process.memoryUsage().rss;
    const times: Record<number, number[]> = {};
    for (let round = 0; round < rounds; round += 1) {
      await Promise.all(
        Array.from({ length: 40 }, async (_, i) => {
          const start = performance.now();
          const response = await app.inject({
            method: 'POST',
            url: '/api/keepers/sign-in',
            headers: { origin: ORIGIN },
            remoteAddress: `198.51.${round}.${i + 1}`,
            payload: { email: 'owner@example.in', password: PASSWORD },
          });
          (times[response.statusCode] ??= []).push(performance.now() - start);
        }),
      );
    }
    console.info(
      `${rounds} rounds of 40 concurrent sign-ins, at most ${config.keepers.passwordChecksAtOnce} argon2 checks at once, ${os.cpus().length} cores:`,
    );
    for (const [status, list] of Object.entries(times)) {
      const sorted = list.sort((a, b) => a - b);
      console.info(
        `  ${status}: ${sorted.length} answers, p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms`,
      );
    }
    console.info(
      `  resident memory: ${(before / 2 ** 20).toFixed(0)} MB before, peak ${(peak / 2 ** 20).toFixed(0)} MB`,
    );
  } finally {
    clearInterval(sampler);
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();
