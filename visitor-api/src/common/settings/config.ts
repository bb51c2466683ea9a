import { readSettings, SettingError, type Env } from '@pawapuri/shared/settings';
import type { TrustProxy } from '../access/trust-proxy';
import {
  auditRetentionDays,
  filteredConcurrency,
  geoipFiles,
  headersTimeoutMs,
  keeperSettings,
  mediaDir,
  retentionDays,
  sqlitePath,
  trustProxySetting,
} from './derived-settings';
import { SETTINGS } from './settings-schema';
import { mailSettings, type MailSettings } from './mail-settings';
import type { KeeperSettings } from './keeper-settings';

export type { KeeperSettings } from './keeper-settings';

/**
 * Every setting of the visitor API, read from the environment once at start-up
 * as the schema declares them (settings/settings-schema.ts). A bad value throws
 * a SettingError naming the variable, so the server never starts half-configured.
 */
export interface Config {
  port: number;
  host: string;
  /** postgres://… selects PostgreSQL; otherwise the embedded SQLite file is used. */
  databaseUrl: string | null;
  databasePath: string;
  /** PostgreSQL schema to use (default: the connection's search_path). */
  databaseSchema: string | null;
  /** The age public key backups are encrypted to, and the private key file restores read (null: unset). */
  backup: { publicKey: string | null; privateKeyFile: string | null };
  /** SQLite `synchronous`: NORMAL survives a killed process, FULL also a power cut. */
  sqliteSynchronous: 'NORMAL' | 'FULL';
  siteTimezone: string;
  /** Which peers may set the client address through X-Forwarded-For (see trust-proxy.ts). */
  trustProxy: TrustProxy;
  honorDoNotTrack: boolean;
  /** The deprecated bootstrap key: a Bearer token acting as an owner. */
  corsOrigins: string[];
  keepers: KeeperSettings;
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
  /** Days keeper audit entries are kept (never fewer than retentionDays); null keeps them all. */
  auditRetentionDays: number | null;
  bodyLimitBytes: number;
  /** Filtered dashboard views (they read raw visits) this instance reads at once. */
  dashboardFilteredConcurrency: number;
  /** Filtered dashboard views from an index of the visits in memory (`DASHBOARD_VISIT_INDEX=off` reads the stored visits). */
  dashboardVisitIndex: boolean;
  /** Where photographs are stored, and the limits of their uploads. */
  media: MediaSettings;
  /** How often the published content's version is checked (milliseconds; see published-copy.ts). */
  contentCheckMs: number;
  /** How long clients and the database may take before they are cut off (milliseconds). */
  timeouts: Timeouts;
  logLevel: string;
  /** The mail server the report emails and alerts go through; null sends none. */
  mail: MailSettings | null;
}

export interface MediaSettings {
  dir: string;
  quotaBytes: number;
  maxFileBytes: number;
  maxFiles: number;
  maxPixels: number;
  concurrency: number;
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

/** Request bodies are small JSON documents (Input in the README). */
const BODY_LIMIT_BYTES = 16 * 1024;

export function loadConfig(env: Env = process.env): Config {
  const settings = readSettings(SETTINGS, env);
  const trustProxy = trustProxySetting(settings.TRUST_PROXY);
  if (env.ADMIN_TOKEN !== undefined) {
    // Removed, not ignored: a deployment that still sets it learns at once
    // that its scripts need API keys and its first owner the command line.
    throw new SettingError(
      'ADMIN_TOKEN',
      'was removed. Create the first owner with `npm run keeper -w visitor-api -- add <email> --role owner`, ' +
        'give scripts API keys, then unset it',
    );
  }
  const databaseUrl = settings.DATABASE_URL ?? null;
  const requestMs = settings.REQUEST_TIMEOUT_MS;
  const visitRetention = retentionDays(settings.RETENTION_DAYS);
  return {
    port: settings.PORT,
    host: settings.HOST,
    databaseUrl,
    databasePath: sqlitePath(settings.DATABASE_PATH),
    databaseSchema: settings.DATABASE_SCHEMA ?? null,
    sqliteSynchronous: settings.SQLITE_SYNCHRONOUS,
    backup: {
      publicKey: settings.BACKUP_PUBLIC_KEY ?? null,
      privateKeyFile: settings.BACKUP_PRIVATE_KEY_FILE ?? null,
    },
    siteTimezone: settings.SITE_TIMEZONE,
    trustProxy,
    honorDoNotTrack: settings.HONOR_DO_NOT_TRACK,
    corsOrigins: settings.CORS_ORIGINS,
    keepers: keeperSettings(settings),
    rateLimit: {
      // Thousands of phones can share one carrier-grade NAT address (README, Rate limits).
      trackPerMinute: settings.RATE_LIMIT_TRACK_PER_MINUTE,
      exportPerMinute: settings.RATE_LIMIT_EXPORT_PER_MINUTE,
      reportPerMinute: settings.RATE_LIMIT_REPORT_PER_MINUTE,
      defaultPerMinute: settings.RATE_LIMIT_PER_MINUTE,
      authFailuresPerHour: settings.ADMIN_AUTH_FAILURES_PER_HOUR,
      globalPerSecond: settings.RATE_LIMIT_GLOBAL_PER_SECOND,
    },
    redisUrl: settings.REDIS_URL ?? null,
    redisKeyPrefix: settings.REDIS_KEY_PREFIX,
    geoipDatabase: geoipFiles(settings.GEOIP_DATABASE),
    retentionDays: visitRetention,
    auditRetentionDays: auditRetentionDays(settings.AUDIT_RETENTION_DAYS, visitRetention),
    bodyLimitBytes: BODY_LIMIT_BYTES,
    dashboardFilteredConcurrency: filteredConcurrency(
      settings.DASHBOARD_FILTERED_CONCURRENCY,
      databaseUrl !== null,
    ),
    dashboardVisitIndex: settings.DASHBOARD_VISIT_INDEX,
    contentCheckMs: settings.CONTENT_CHECK_MS,
    media: {
      dir: mediaDir(settings.MEDIA_DIR),
      quotaBytes: settings.MEDIA_QUOTA_MB * 1024 * 1024,
      maxFileBytes: settings.UPLOAD_MAX_MB * 1024 * 1024,
      maxFiles: settings.UPLOAD_MAX_FILES,
      maxPixels: settings.UPLOAD_MAX_MEGAPIXELS * 1_000_000,
      concurrency: settings.PHOTO_PROCESSING_CONCURRENCY,
    },
    timeouts: {
      requestMs,
      headersMs: headersTimeoutMs(settings.HEADERS_TIMEOUT_MS, requestMs),
      connectionMs: settings.CONNECTION_TIMEOUT_MS,
      keepAliveMs: settings.KEEP_ALIVE_TIMEOUT_MS,
      commitMs: settings.COMMIT_TIMEOUT_MS,
      statementMs: settings.DB_STATEMENT_TIMEOUT_MS,
      lockMs: settings.DB_LOCK_TIMEOUT_MS,
      sqliteBusyMs: settings.SQLITE_BUSY_TIMEOUT_MS,
    },
    logLevel: settings.LOG_LEVEL,
    mail: mailSettings(settings),
  };
}
