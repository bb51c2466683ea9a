import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/build-app';
import { loadConfig } from '../src/common/settings/config';
import { buildTestApp, engines, type EngineName, type TestApp } from './helper';
import { addKeeper, keeperHeaders } from './keeper-helper';
import { post, publicContent, readItem } from './content-helper';

const redisUrl = process.env.TEST_REDIS_URL;
const postgresUrl = process.env.TEST_DATABASE_URL;

/** A second API instance on the first one's database. */
async function secondInstance(
  t: TestApp,
  engine: EngineName,
  env: Record<string, string>,
): Promise<FastifyInstance> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    GEOIP_DATABASE: 'off',
    DATABASE_PATH: t.databasePath,
    ...(engine === 'postgres'
      ? { DATABASE_URL: postgresUrl as string, DATABASE_SCHEMA: t.schema as string }
      : {}),
    ...env,
  });
  return buildApp({ config, clock: () => t.app.clock() });
}

/** Polls the other instance's public content until the hotel shows `phone`; the time it took. */
async function seenWithin(app: FastifyInstance, phone: string, limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    const stay = (await publicContent(app)).stays.find((s) => s.id === 'lotus-lodge');
    if (stay?.phone === phone) return Date.now() - started;
    await new Promise((wait) => setTimeout(wait, 50));
  }
  throw new Error(`not visible on the other instance within ${limitMs} ms`);
}

/** Publishes a new phone number for one hotel on `app`. */
async function publishPhone(app: FastifyInstance, headers: Record<string, string>, phone: string) {
  const item = await readItem(app, headers, 'stay/lotus-lodge');
  const saved = await post(app, headers, 'stay/lotus-lodge/draft', {
    expectedRevision: item.draft.revision,
    data: { ...item.draft.data, phone },
  });
  const revision = saved.json<{ draft: { revision: number } }>().draft.revision;
  const published = await post(app, headers, 'stay/lotus-lodge/publish', {
    expectedRevision: revision,
  });
  if (published.statusCode !== 200) throw new Error(published.body);
}

function redisCases(): EngineName[] {
  if (!redisUrl) {
    console.info(
      'visitor-api: TEST_REDIS_URL is not set, so content propagation over Redis is SKIPPED (the version check still runs).',
    );
    return [];
  }
  return engines();
}

describe.each(engines())('published content reaches another instance (%s)', (engine) => {
  let t: TestApp;
  let other: FastifyInstance;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp(engine, { CONTENT_CHECK_MS: '200' });
    other = await secondInstance(t, engine, { CONTENT_CHECK_MS: '200' });
    await addKeeper(t.app, 'editor@example.in', 'editor');
    headers = await keeperHeaders(t.app, 'editor@example.in');
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('by checking the version number, without Redis', async () => {
    expect((await publicContent(other)).stays.find((s) => s.id === 'lotus-lodge')?.phone).toBe(
      '+91 00000 00005',
    );
    await publishPhone(t.app, headers, '+91 94310 55555');
    // Visible at once on the instance that published it.
    expect((await publicContent(t.app)).stays.find((s) => s.id === 'lotus-lodge')?.phone).toBe(
      '+91 94310 55555',
    );
    const ms = await seenWithin(other, '+91 94310 55555', 10_000);
    console.info(`content propagation by version check (${engine}): ${ms} ms`);
    const [mine, theirs] = await Promise.all(
      [t.app, other].map((app) => app.inject('/api/content')),
    );
    expect(theirs?.headers.etag).toBe(mine?.headers.etag);
    expect(theirs?.body).toBe(mine?.body);
  });
});

// Jest refuses an empty `.each` table: without Redis the block is simply not declared.
const redis = redisCases();
if (redis.length > 0)
  describe.each(redis)('published content reaches another instance over Redis (%s)', (engine) => {
    let t: TestApp;
    let other: FastifyInstance;
    let headers: Record<string, string>;
    beforeAll(async () => {
      // Version checks ten minutes apart: only the Redis message can carry a publish within the test.
      const env = {
        REDIS_URL: redisUrl as string,
        REDIS_KEY_PREFIX: `test:content:${randomUUID()}:`,
        CONTENT_CHECK_MS: '600000',
      };
      t = await buildTestApp(engine, env);
      other = await secondInstance(t, engine, env);
      await addKeeper(t.app, 'editor@example.in', 'editor');
      headers = await keeperHeaders(t.app, 'editor@example.in');
    });
    afterAll(async () => {
      await other.close();
      await t.close();
    });

    it('is told at once and re-reads', async () => {
      await publicContent(other);
      await publishPhone(t.app, headers, '+91 94310 77777');
      const ms = await seenWithin(other, '+91 94310 77777', 5_000);
      console.info(`content propagation over Redis (${engine}): ${ms} ms`);
    });
  });
