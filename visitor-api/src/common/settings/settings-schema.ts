import { Type } from '@sinclair/typebox';
import { Off, OneOfWords } from '@pawapuri/shared/settings';
import { MAX_HOPS, NAMED_RANGES } from '../access/trust-proxy';
import { repositoryLocalOrigins } from './local-origins';

/** The SQLite file when neither DATABASE_URL nor DATABASE_PATH is set, inside the API's folder. */
export const DEFAULT_DATABASE_FILE = 'data/visitors.db';

/** The photographs' folder when MEDIA_DIR is unset, inside the API's folder. */
export const DEFAULT_MEDIA_FOLDER = 'data/media';

/** The headers timeout unless set, and never above the request timeout. */
export const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;

/**
 * The shell and the remotes as `npm start` and `npm run dev` serve them: the
 * CORS default, and the keeper pages' (the combined site and the standalone
 * visitor remote).
 */
const LOCAL_ORIGINS = repositoryLocalOrigins();

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Timeouts in milliseconds: a tenth of a second to ten minutes. */
const TIMEOUT_MS = { minimum: 100, maximum: 600_000 };

function timeout(defaultMs: number, description: string, minimum = TIMEOUT_MS.minimum) {
  return Type.Integer({ default: defaultMs, minimum, maximum: TIMEOUT_MS.maximum, description });
}

function perMinute(defaultCount: number, description: string) {
  return Type.Integer({ default: defaultCount, minimum: 1, maximum: 1_000_000_000, description });
}

/**
 * Filtered reads at once unless DASHBOARD_FILTERED_CONCURRENCY says otherwise.
 * One at a time on SQLite: its reads share the process with tracking.
 * PostgreSQL reads beside its writers, but each read holds a pooled
 * connection, so two leave the rest of the pool to visit writes.
 */
export const DEFAULT_FILTERED_CONCURRENCY: Readonly<{ sqlite: number; postgres: number }> = {
  sqlite: 1,
  postgres: 2,
};

/**
 * Every setting of the visitor API, read from the environment once at start-up
 * (config.ts). The README's settings table is generated from this schema.
 */
export const SETTINGS = Type.Object(
  {
    PORT: Type.Integer({
      default: 8080,
      minimum: 0,
      maximum: 65535,
      description: 'Port to listen on (0 = any free port).',
    }),
    HOST: Type.String({ default: '127.0.0.1', description: 'Address to bind.' }),
    DATABASE_URL: Type.Optional(
      Type.String({
        format: 'postgres-url',
        description: 'Selects PostgreSQL; unset, the API keeps its visits in a SQLite file.',
      }),
    ),
    DATABASE_SCHEMA: Type.Optional(
      Type.String({
        pattern: '^[a-z_][a-z0-9_]{0,62}$',
        allowed: 'a lower-case identifier (letters, digits and _, up to 63 characters)',
        description: "PostgreSQL schema to use; unset, the connection's `search_path`.",
      }),
    ),
    DATABASE_PATH: Type.Optional(
      Type.String({
        description:
          `SQLite file when \`DATABASE_URL\` is unset; unset, \`visitor-api/${DEFAULT_DATABASE_FILE}\` ` +
          '(`data/` is gitignored). `:memory:` keeps data in memory only.',
      }),
    ),
    BACKUP_PUBLIC_KEY: Type.Optional(
      Type.String({
        pattern: '^age1[02-9ac-hj-np-z]{20,}$',
        allowed: 'an age public key (age1…)',
        description:
          'The age public key `npm run backup` encrypts to; unset, a backup is refused unless `--unencrypted` is given. See Backups.',
      }),
    ),
    BACKUP_PRIVATE_KEY_FILE: Type.Optional(
      Type.String({
        allowed: 'a file',
        description:
          'The age private key file `npm run restore` opens encrypted backups with (or `--identity <file>`). Keep it off the server. See Backups.',
      }),
    ),
    SQLITE_SYNCHRONOUS: OneOfWords(['NORMAL', 'FULL'], {
      default: 'NORMAL',
      description:
        '`NORMAL`: WAL, nothing acknowledged is lost if the process dies; `FULL`: also survives a power cut (fsync per commit).',
    }),
    SITE_TIMEZONE: Type.String({
      default: 'Asia/Kolkata',
      format: 'time-zone',
      description: 'The zone that defines "today", "week" and "month".',
    }),
    TRUST_PROXY: Type.String({
      default: 'off',
      allowed:
        `off, a hop count up to ${MAX_HOPS}, or addresses and CIDRs separated by commas ` +
        `(also ${NAMED_RANGES.join(', ')})`,
      description:
        'Proxies in front: a hop count (`1`) or their addresses/CIDRs (`10.0.0.5,10.1.0.0/16`). See Proxies.',
    }),
    HONOR_DO_NOT_TRACK: Type.Boolean({
      default: true,
      description: 'Requests with `DNT: 1` or `Sec-GPC: 1` are answered 202 and not stored.',
    }),
    KEEPER_SITE_ORIGINS: Type.Array(Type.String({ format: 'origin' }), {
      default: LOCAL_ORIGINS.site,
      description:
        "The combined site's origins, from which keepers may act (unless `KEEPER_STANDALONE_ONLY`). See Keepers.",
    }),
    KEEPER_STANDALONE_ORIGINS: Type.Array(Type.String({ format: 'origin' }), {
      default: LOCAL_ORIGINS.standalone,
      description: "The standalone visitor remote's origins, from which keepers may act.",
    }),
    KEEPER_STANDALONE_ONLY: Type.Boolean({
      default: false,
      description:
        "Keeper actions only from `KEEPER_STANDALONE_ORIGINS` (recommended in production): the site's other remotes run on the site's origin.",
    }),
    KEEPER_SITE_URL: Type.String({
      // The combined site by name; outside the repository it must be set.
      ...(LOCAL_ORIGINS.site[0] === undefined ? {} : { default: LOCAL_ORIGINS.site[0] }),
      format: 'origin',
      description:
        'Address of the keeper pages: set-password links point there (`/admin/set-password`); `https://` makes the session cookie `Secure` with the `__Host-` prefix. With `KEEPER_STANDALONE_ONLY`, an address that is not one of `KEEPER_STANDALONE_ORIGINS` gives way to the first of them.',
    }),
    KEEPER_SESSION_IDLE_MINUTES: Type.Integer({
      default: 720,
      minimum: 5,
      maximum: 43_200,
      description: 'A keeper session unused this long ends (12 hours unless set).',
    }),
    KEEPER_SESSION_MAX_DAYS: Type.Integer({
      default: 30,
      minimum: 1,
      maximum: 365,
      description: 'A keeper session ends this many days after sign-in, however active.',
    }),
    KEEPER_PASSWORD_CHECKS_AT_ONCE: Type.Integer({
      default: 4,
      minimum: 1,
      maximum: 256,
      description:
        'Passwords checked at once (argon2id, 19 MiB each); past it sign-in answers 503 with Retry-After, never a queue.',
    }),
    KEEPER_PAYEE_WAIT_HOURS: Type.Integer({
      default: 24,
      minimum: 0,
      maximum: 720,
      description:
        'A change of the donation details waits this long before pilgrims see it, unless a second owner approves it.',
    }),
    CORS_ORIGINS: Type.Array(Type.String({ format: 'origin' }), {
      default: LOCAL_ORIGINS.all,
      description: 'Origins allowed to call from a browser.',
    }),
    RATE_LIMIT_TRACK_PER_MINUTE: perMinute(
      6000,
      'Per IPv4 address or IPv6 /64, on `track` (phones share carrier addresses: see Rate limits).',
    ),
    RATE_LIMIT_EXPORT_PER_MINUTE: perMinute(
      5,
      'Per client, on `export`; only authenticated exports count.',
    ),
    RATE_LIMIT_REPORT_PER_MINUTE: perMinute(
      10,
      'Per client, on the monthly PDF report (each one is drawn on the server).',
    ),
    RATE_LIMIT_PER_MINUTE: perMinute(
      300,
      'Per client address, on statistics, analytics, the dashboard CSV, search and erase.',
    ),
    ADMIN_AUTH_FAILURES_PER_HOUR: Type.Integer({
      default: 20,
      minimum: 1,
      maximum: 1_000_000,
      description:
        'Failed API key authentications per client and hour; then 429 for the rest of the hour.',
    }),
    RATE_LIMIT_GLOBAL_PER_SECOND: perMinute(
      5000,
      'Requests per second one instance answers in all; past it 503 (never `/health`).',
    ),
    REDIS_URL: Type.Optional(
      Type.String({
        format: 'redis-url',
        description:
          'Rate limits and drop counters shared by all instances; unset, they are kept in memory. See Several instances.',
      }),
    ),
    REDIS_KEY_PREFIX: Type.String({
      default: 'pawapuri:visitor-api:',
      pattern: '^[A-Za-z0-9:_.-]{1,100}$',
      allowed: 'up to 100 letters, digits and : _ . -',
      description: 'Prefix of the Redis keys (instances of one site share it).',
    }),
    RETENTION_DAYS: Type.Union([Type.Integer({ minimum: 31, maximum: 36_500 }), Off], {
      default: 396,
      description:
        'Raw visits older than this many days are deleted at start and daily; `off` keeps all. 13 months, so last year’s festival weeks can be compared; at least 31, so the 30-day analytics never lose sessions. See Privacy.',
    }),
    AUDIT_RETENTION_DAYS: Type.Optional(
      Type.Union([Type.Integer({ minimum: 365, maximum: 36_500 }), Off], {
        description:
          'Keeper audit log entries older than this many days are deleted at start and daily; `off` keeps all. Unset, 365 or `RETENTION_DAYS` if longer (`off` when visits are kept forever). At least a year, and never shorter than `RETENTION_DAYS`: a shorter value is refused at start. See Privacy.',
      }),
    ),
    GEOIP_DATABASE: Type.Optional(
      Type.Union(
        [Type.Array(Type.String({ allowed: 'a .mmdb file' }), { minItems: 1, maxItems: 2 }), Off],
        {
          description:
            '`.mmdb` file(s): an IPv4 and an IPv6 one, or one holding both; unset, the DB-IP City Lite files of the npm package. See Location. Reloaded when replaced.',
        },
      ),
    ),
    LOG_LEVEL: OneOfWords(LOG_LEVELS, {
      default: 'info',
      description:
        'pino level (`silent` to mute). Requests are logged by method and route only (see Privacy).',
    }),
    REQUEST_TIMEOUT_MS: timeout(
      20_000,
      'A request (headers and body) must arrive whole within this, or 408 and the connection closed.',
    ),
    HEADERS_TIMEOUT_MS: Type.Optional(
      Type.Integer({
        minimum: TIMEOUT_MS.minimum,
        maximum: TIMEOUT_MS.maximum,
        description: `The headers must arrive within this, or 408; unset, ${DEFAULT_HEADERS_TIMEOUT_MS} or \`REQUEST_TIMEOUT_MS\` if lower; never above it.`,
      }),
    ),
    CONNECTION_TIMEOUT_MS: timeout(
      30_000,
      'A connection with no traffic either way for this long is closed.',
    ),
    KEEP_ALIVE_TIMEOUT_MS: timeout(
      10_000,
      "An idle keep-alive connection is closed after this (keep above a proxy's upstream idle timeout).",
    ),
    COMMIT_TIMEOUT_MS: timeout(
      5_000,
      'A visit not committed within this is answered 503 with `Retry-After`.',
    ),
    DB_STATEMENT_TIMEOUT_MS: timeout(
      15_000,
      'PostgreSQL `statement_timeout`; also the wait for a free pooled connection.',
    ),
    DB_LOCK_TIMEOUT_MS: timeout(
      2_000,
      'PostgreSQL `lock_timeout`: a statement waiting longer for a lock fails (503).',
    ),
    SQLITE_BUSY_TIMEOUT_MS: timeout(
      1_000,
      "SQLite `busy_timeout`: a write waits this long for another writer's lock, then fails (503).",
      0,
    ),
    DASHBOARD_FILTERED_CONCURRENCY: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 64,
        description:
          'Filtered dashboard views (CSV and report too) read from the stored visits at once per instance; ' +
          `unset, ${DEFAULT_FILTERED_CONCURRENCY.sqlite} on SQLite and ${DEFAULT_FILTERED_CONCURRENCY.postgres} on PostgreSQL. See Dashboard, Filtered views.`,
      }),
    ),
    MEDIA_DIR: Type.Optional(
      Type.String({
        minLength: 1,
        description:
          'Folder the uploaded photographs are stored in, shared by every instance (a mounted folder) and served by the static host; ' +
          `unset, \`visitor-api/${DEFAULT_MEDIA_FOLDER}\`. See Photographs.`,
      }),
    ),
    MEDIA_QUOTA_MB: Type.Integer({
      default: 2_000,
      minimum: 1,
      maximum: 10_000_000,
      description:
        'Megabytes the stored photographs may take in all; an upload past it is refused (413).',
    }),
    UPLOAD_MAX_MB: Type.Integer({
      default: 25,
      minimum: 1,
      maximum: 200,
      description: 'Largest photograph one upload may carry, in megabytes (413 past it).',
    }),
    UPLOAD_MAX_FILES: Type.Integer({
      default: 10,
      minimum: 1,
      maximum: 50,
      description: 'Photographs one upload request may carry (413 past it).',
    }),
    UPLOAD_MAX_MEGAPIXELS: Type.Integer({
      default: 50,
      minimum: 1,
      maximum: 500,
      description:
        'Largest photograph in millions of pixels; larger (an image bomb) is refused (400).',
    }),
    PHOTO_PROCESSING_CONCURRENCY: Type.Integer({
      default: 1,
      minimum: 1,
      maximum: 8,
      description:
        'Photographs this instance processes at once (each holds its decoded pixels in memory); the rest wait their turn.',
    }),
    CONTENT_CHECK_MS: Type.Integer({
      default: 2_000,
      minimum: 200,
      maximum: 600_000,
      description:
        "Milliseconds between checks of the published content's version (every 30 s or more with `REDIS_URL`).",
    }),
    SMTP_HOST: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 253,
        pattern: '^[A-Za-z0-9.:\\[\\]-]+$',
        allowed: 'a host name or IP address',
        description:
          'Mail server the report emails and alerts go through; unset, nothing is sent (the recipients are kept). See Report emails.',
      }),
    ),
    SMTP_PORT: Type.Integer({
      default: 587,
      minimum: 1,
      maximum: 65535,
      description: 'Port of `SMTP_HOST`.',
    }),
    SMTP_SECURITY: OneOfWords(['starttls', 'tls', 'none'], {
      default: 'starttls',
      description:
        '`starttls`: plain connection upgraded to TLS, refused without it (port 587); `tls`: TLS from the start (port 465); `none`: no encryption (a relay on this machine only).',
    }),
    SMTP_USER: Type.Optional(
      Type.String({
        minLength: 1,
        description: 'User name at the mail server; unset, no authentication.',
      }),
    ),
    SMTP_PASSWORD: Type.Optional(
      Type.String({ minLength: 1, description: 'Password of `SMTP_USER`.' }),
    ),
    SMTP_FROM: Type.Optional(
      Type.String({
        minLength: 3,
        maxLength: 300,
        pattern: '^[^\\u0000-\\u001f\\u007f]+$',
        allowed: 'one line of text',
        description:
          'Sender of the emails, as `Name <address>` or an address; required with `SMTP_HOST`.',
      }),
    ),
    DASHBOARD_VISIT_INDEX: Type.Boolean({
      default: true,
      description:
        'Filtered dashboard views from an index of the visits in memory; `off` reads them from the stored visits.',
    }),
  },
  { additionalProperties: false },
);
