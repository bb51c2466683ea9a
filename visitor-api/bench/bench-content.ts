/*
 * Site content's figure (BENCHMARKS.md, Site content): how long a publish on
 * one API instance takes to show on another's `GET /api/content`, against
 * the built server (npm run build -w visitor-api first), two processes on
 * one database (a fresh SQLite file, or PostgreSQL with --postgres and
 * TEST_DATABASE_URL):
 *
 *   1. without Redis: the other instance checks the version every
 *      CONTENT_CHECK_MS (its default, 2 s);
 *   2. with Redis (TEST_REDIS_URL): it is told over pub/sub.
 *
 * Each publish changes one hotel's phone number; the time runs from the
 * publish's answer to the first read of the other instance that shows it
 * (read every 10 ms). Run: npx tsx bench/bench-content.ts [--publishes 20].
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApi, stopApi, type ApiProcess } from './api-process';
import { createTestSchema, releaseTestSchema } from '../test/pg-schemas';
import { scriptKey } from './script-key';

const ORIGIN = 'http://localhost:3000';
const ITEM = 'stay/lotus-lodge';
const args = process.argv.slice(2);
const publishes = Number(args[args.indexOf('--publishes') + 1]) || 20;
const postgresUrl = args.includes('--postgres') ? process.env.TEST_DATABASE_URL : undefined;
const redisUrl = process.env.TEST_REDIS_URL;
/** No publish may take longer than this to show: the run stops with an error. */
const GIVE_UP_MS = 30_000;
/** CONTENT_CHECK_MS's default, which the instances keep. */
const CHECK_MS = 2_000;

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function call(api: ApiProcess, token: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${api.url}/api/keepers/content/${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      origin: ORIGIN,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (response.status !== 200) throw new Error(`${method} ${url}: ${JSON.stringify(json)}`);
  return json as { draft: { revision: number; data: Record<string, unknown> } };
}

/** The hotel's phone number as the instance's public document gives it. */
async function phoneOn(api: ApiProcess): Promise<string | undefined> {
  const response = await fetch(`${api.url}/api/content`);
  const content = (await response.json()) as { stays: { id: string; phone: string }[] };
  return content.stays.find((stay) => `stay/${stay.id}` === ITEM)?.phone;
}

async function publishToVisible(publisher: ApiProcess, other: ApiProcess, token: string) {
  const times: number[] = [];
  for (let i = 0; i < publishes; i += 1) {
    const phone = `+91 94310 ${String(10_000 + i)}`;
    const item = await call(publisher, token, 'GET', ITEM);
    const saved = await call(publisher, token, 'POST', `${ITEM}/draft`, {
      expectedRevision: item.draft.revision,
      data: { ...item.draft.data, phone },
    });
    await call(publisher, token, 'POST', `${ITEM}/publish`, {
      expectedRevision: saved.draft.revision,
    });
    const published = performance.now();
    while ((await phoneOn(other)) !== phone) {
      if (performance.now() - published > GIVE_UP_MS) {
        throw new Error(`publish ${i} not visible on the other instance after ${GIVE_UP_MS} ms`);
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    times.push(performance.now() - published);
    // A random pause as long as the check interval: otherwise each publish would
    // fall at the same point of the other instance's cycle, just after a check.
    await new Promise((r) => setTimeout(r, Math.random() * CHECK_MS));
  }
  return times.sort((a, b) => a - b);
}

async function measure(label: string, env: Record<string, string>) {
  const token = await scriptKey(env);
  const first = await startApi('src/server.ts', { env });
  let second: ApiProcess | null = null;
  try {
    second = await startApi('src/server.ts', { env });
    const times = await publishToVisible(first, second, token);
    console.info(
      `${label}: ${times.length} publishes, visible on the other instance after ` +
        `p50 ${percentile(times, 0.5).toFixed(0)} ms, max ${(times.at(-1) ?? 0).toFixed(0)} ms`,
    );
  } finally {
    if (second) await stopApi(second);
    await stopApi(first);
  }
}

async function main() {
  console.info(
    `${new Date().toISOString()}; load average ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`,
  );
  const engine = postgresUrl ? 'PostgreSQL' : 'SQLite';
  /** A store of its own for one measurement, and how to remove it afterwards. */
  const fresh = async (): Promise<{
    env: Record<string, string>;
    dispose: () => Promise<void>;
  }> => {
    if (postgresUrl) {
      const schema = await createTestSchema(postgresUrl);
      return {
        env: { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema },
        dispose: () => releaseTestSchema(postgresUrl, schema),
      };
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-content-'));
    return {
      env: { DATABASE_PATH: path.join(dir, 'visitors.db') },
      dispose: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  };
  const plain = await fresh();
  try {
    await measure(`${engine}, no Redis (version checked every 2 s)`, {
      ...plain.env,
      LOG_LEVEL: 'silent',
    });
  } finally {
    await plain.dispose();
  }
  if (!redisUrl) {
    console.info('TEST_REDIS_URL is not set: the Redis measurement is SKIPPED.');
    return;
  }
  const told = await fresh();
  try {
    await measure(`${engine}, Redis pub/sub`, {
      ...told.env,
      LOG_LEVEL: 'silent',
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `bench:content:${randomUUID()}:`,
    });
  } finally {
    await told.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
