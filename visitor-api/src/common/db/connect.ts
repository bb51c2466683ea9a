import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../settings/config';
import type { Database, Engine } from './database';
import { withStatementCache } from './statement-cache';
import type { Tables } from './tables';
import { hostsOf } from '../dimensions/traffic-source';

// COUNT(*) and BIGINT come back from pg as strings; every count here fits a JS number.
pg.types.setTypeParser(20, (value) => Number(value));

export interface ConnectOptions {
  databaseUrl: string | null;
  databasePath: string;
  sqliteSynchronous: 'NORMAL' | 'FULL';
  timeZone: string;
  /** The site's own origins (CORS_ORIGINS): a referrer from them is no traffic source. */
  siteOrigins?: readonly string[];
  /** PostgreSQL schema to work in (the test helper gives each test app its own). */
  pgSchema?: string;
  /** Bounds on waiting for the database, in milliseconds (the settings hold their defaults). */
  timeouts: { statementMs: number; lockMs: number; sqliteBusyMs: number };
  /** PostgreSQL connections in the pool (default 10). */
  poolSize?: number;
}

/** The store the settings name: the server, the seed script and the tests open it alike. */
export function connectionOptions(config: Config): ConnectOptions {
  return {
    databaseUrl: config.databaseUrl,
    databasePath: config.databasePath,
    sqliteSynchronous: config.sqliteSynchronous,
    timeZone: config.siteTimezone,
    siteOrigins: config.corsOrigins,
    timeouts: config.timeouts,
    ...(config.databaseSchema ? { pgSchema: config.databaseSchema } : {}),
  };
}

function openSqlite(options: ConnectOptions): Kysely<Tables> {
  if (options.databasePath !== ':memory:') {
    fs.mkdirSync(path.dirname(options.databasePath), { recursive: true });
  }
  const database = new BetterSqlite3(options.databasePath);
  // WAL: readers never block the writer. NORMAL loses nothing when the process
  // is killed (the WAL is in the OS cache); FULL also survives a power cut.
  database.pragma('journal_mode = WAL');
  database.pragma(`synchronous = ${options.sqliteSynchronous}`);
  // Another writer (a seed run, a backup) holds the lock: wait this long, then
  // fail. better-sqlite3 waits synchronously, so keep it short.
  const { sqliteBusyMs } = options.timeouts;
  database.pragma(`busy_timeout = ${sqliteBusyMs}`);
  database.pragma('foreign_keys = ON');
  return new Kysely<Tables>({
    dialect: new SqliteDialect({ database: withStatementCache(database) }),
  });
}

function openPostgres(options: ConnectOptions & { databaseUrl: string }): Kysely<Tables> {
  const { statementMs, lockMs } = options.timeouts;
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    // A locked table or a runaway query fails instead of holding a request (and
    // a pooled connection) forever; so does waiting for a free connection.
    statement_timeout: statementMs,
    lock_timeout: lockMs,
    connectionTimeoutMillis: statementMs,
    // public stays on the path for the pg_trgm operator classes.
    ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema},public` } : {}),
  });
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
}

export function connect(options: ConnectOptions): Database {
  const engine: Engine = options.databaseUrl ? 'postgres' : 'sqlite';
  const db =
    options.databaseUrl !== null
      ? openPostgres({ ...options, databaseUrl: options.databaseUrl })
      : openSqlite(options);
  return {
    db,
    engine,
    timeZone: options.timeZone,
    siteHosts: hostsOf(options.siteOrigins ?? []),
    ...(engine === 'postgres' && options.pgSchema ? { schema: options.pgSchema } : {}),
  };
}
