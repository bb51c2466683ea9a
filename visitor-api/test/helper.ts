import fs from 'node:fs';
import { Writable } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/build-app';
import { loadConfig } from '../src/common/settings/config';
import type { Clock } from '../src/common/time/clock';
import { connect, connectionOptions } from '../src/common/db/connect';
import { createTestSchema, releaseTestSchema } from './pg-schemas';
import type { Database } from '../src/common/db/database';

export type EngineName = 'sqlite' | 'postgres';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** SQLite always; PostgreSQL only when TEST_DATABASE_URL is set (CI sets it). */
export function engines(): EngineName[] {
  if (!postgresUrl) {
    console.info(
      'visitor-api: TEST_DATABASE_URL is not set, so the PostgreSQL run of this suite is SKIPPED (SQLite only).',
    );
    return ['sqlite'];
  }
  return ['sqlite', 'postgres'];
}

export const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export interface TestApp {
  app: FastifyInstance;
  /** Moves the injected clock. */
  setNow(iso: string): void;
  /** The SQLite file, and the PostgreSQL schema (null on SQLite), for tests that lock them. */
  databasePath: string;
  schema: string | null;
  close(): Promise<void>;
}

/**
 * A real app on a real, empty database: a fresh SQLite file, or a PostgreSQL
 * schema of its own per call, so tests (and test files running in parallel)
 * never share one.
 */
export async function buildTestApp(
  engine: EngineName,
  env: Record<string, string> = {},
  startIso = '2026-11-22T06:30:00.000Z',
): Promise<TestApp> {
  let now = Date.parse(startIso);
  const clock: Clock = () => now;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visitor-api-test-'));
  const schema = engine === 'postgres' && postgresUrl ? await createTestSchema(postgresUrl) : '';
  const databasePath = path.join(dir, 'visitors.db');
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    // The location database takes ~140 MB and a fraction of a second to load:
    // only the tests about locating visits open it.
    GEOIP_DATABASE: 'off',
    DATABASE_PATH: databasePath,
    MEDIA_DIR: path.join(dir, 'media'),
    ...(engine === 'postgres' ? { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema } : {}),
    ...env,
  });
  const app = await buildApp({ config, clock });
  return {
    app,
    databasePath,
    schema: engine === 'postgres' ? schema : null,
    setNow: (iso) => {
      now = Date.parse(iso);
    },
    async close() {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
      if (engine === 'postgres' && postgresUrl) await releaseTestSchema(postgresUrl, schema);
    },
  };
}

/** The settings naming a test app's store, as the command-line tools (backup, breach report) read them. */
export function storeSettings(t: TestApp): Record<string, string> {
  return t.schema
    ? {
        DATABASE_URL: postgresUrl!,
        DATABASE_SCHEMA: t.schema,
        DATABASE_PATH: t.databasePath,
      }
    : { DATABASE_PATH: t.databasePath };
}

export function visit(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    browser: 'Chrome',
    operatingSystem: 'Windows',
    deviceType: 'desktop',
    pageVisited: '/',
    referrer: 'Direct',
    sessionId: '1732300000000-abcdef1234',
    screenResolution: '1920x1080',
    language: 'en-IN',
    country: 'India',
    city: 'Patna',
    ...overrides,
  };
}

export async function track(
  app: FastifyInstance,
  body: Record<string, unknown>,
  extra: Partial<InjectOptions> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/visitors/track',
    payload: body,
    ...extra,
    headers: { 'user-agent': BROWSER_UA, ...(extra.headers ?? {}) },
  });
}

/** Stored visit count, read through the admin search (loopback, no token). */
export async function storedCount(app: FastifyInstance): Promise<number> {
  const response = await app.inject({ method: 'POST', url: '/api/visitors/search', payload: {} });
  return (response.json() as { totalElements: number }).totalElements;
}

export interface TestStore {
  /** The store's connection settings, for `connect` and `loadConfig`. */
  env: Record<string, string>;
  database: Database;
  /** Closes the connection and removes the store (file or schema). */
  close(): Promise<void>;
}

/**
 * An empty store without an app (migrations not run): a SQLite file or a
 * PostgreSQL schema of its own, for tests that open several apps on one store
 * or start from an older migration.
 */
export async function openTestStore(
  engine: EngineName,
  /** The PostgreSQL database the schema is made in (TEST_DATABASE_URL unless given). */
  databaseUrl = postgresUrl,
): Promise<TestStore> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visitor-api-test-'));
  const schema = engine === 'postgres' && databaseUrl ? await createTestSchema(databaseUrl) : '';
  const env: Record<string, string> = { DATABASE_PATH: path.join(dir, 'visitors.db') };
  if (schema) Object.assign(env, { DATABASE_URL: databaseUrl!, DATABASE_SCHEMA: schema });
  const config = loadConfig(env);
  const database = connect(connectionOptions(config));
  return {
    env,
    database,
    async close() {
      await database.db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
      if (engine === 'postgres' && databaseUrl) await releaseTestSchema(databaseUrl, schema);
    },
  };
}

/** A stream that keeps every log line written to it, for tests that read the log. */
export function captureLog(): { stream: Writable; text: () => string } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}
