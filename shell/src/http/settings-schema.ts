import { Type, type Static } from '@sinclair/typebox';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Every setting of the shell's server, read from the environment once at
 * start (settings.ts validates them). The table of these settings in docs/shell-server.md is
 * kept identical to this schema by a test.
 */
export const SettingsSchema = Type.Object({
  REMOTES: Type.String({
    default: 'dist/remotes.json',
    minLength: 1,
    description:
      'remotes.json: a file path (relative to the shell folder) or an http(s) URL; read at start and again every REMOTES_CHECK_SECONDS',
  }),
  REMOTES_CHECK_SECONDS: Type.Integer({
    default: 5,
    minimum: 1,
    maximum: 3600,
    description:
      'how often REMOTES is read again (a file by its modification time, a URL with If-None-Match)',
  }),
  REMOTES_PUBLIC_URL: Type.String({
    default: '',
    pattern: '^(https?://[^?#@\\s]+)?$',
    description:
      "the remotes' folder (where remotes.json is) as browsers reach it, when the server reads REMOTES by another address: relative manifests are resolved against it for pages; empty: against REMOTES",
  }),
  REMOTE_KEYS: Type.String({
    default: '',
    description:
      "a JSON file mapping remote names to their teams' Ed25519 public keys (PEM or base64 SPKI), read again with REMOTES; a pointer that does not verify is ignored. Empty: the development keys in .deploy-keys/, which a public site (PUBLIC_BASE_URL https or not loopback) refuses unless ALLOW_DEVELOPMENT_KEYS",
  }),
  ALLOW_DEVELOPMENT_KEYS: Type.Boolean({
    default: false,
    description:
      'trust the development keys in .deploy-keys/ on a public site (PUBLIC_BASE_URL https or not loopback), where the server otherwise refuses to start without REMOTE_KEYS and refuses a REMOTE_KEYS key that is one of them; only for a test that must look public',
  }),
  PUBLIC_BASE_URL: Type.String({
    default: 'http://localhost:3000',
    pattern: '^https?://[^/?#@\\s]+/?$',
    description:
      "the site's public address (canonical URLs, sitemap); https turns on Strict-Transport-Security",
  }),
  ALLOWED_HOSTS: Type.Array(Type.String({ format: 'host' }), {
    default: [],
    description:
      "comma list of host[:port] the server answers for (others get 421); empty: PUBLIC_BASE_URL's host, and on a loopback HOST also localhost:PORT and 127.0.0.1:PORT",
  }),
  HOST: Type.String({ default: '127.0.0.1', minLength: 1, description: 'address to listen on' }),
  PORT: Type.Integer({
    default: 3000,
    minimum: 1,
    maximum: 65535,
    description: 'port to listen on',
  }),
  REMOTE_ORIGINS: Type.Array(Type.String({ format: 'http-origin' }), {
    default: [],
    description:
      "comma list of origins remote code may come from besides those remotes.json names (the server's fetches and the page's CSP)",
  }),
  API_URL: Type.String({
    default: '',
    pattern: '^(https?://[^/?#@\\s]+(/[^?#\\s]*)?)?$',
    description:
      "the visitor API's address as browsers reach it, written into every page (routes start with /api); empty: `/api/` on the page's own origin (nginx proxies it) and connect-src stays 'self'; a value's origin goes into connect-src",
  }),
  API_UPSTREAM: Type.String({
    default: '',
    pattern: '^(https?://[^/?#@\\s]+/?)?$',
    description:
      "the visitor API's origin to forward `/api/` requests to, so pages reach it on this server's own origin as behind nginx (`npm start` sets it); empty: nothing is forwarded (production: nginx answers `/api/`)",
  }),
  API_INTERNAL_URL: Type.String({
    default: '',
    pattern: '^(https?://[^/?#@\\s]+(/.*)?)?$',
    description:
      "the visitor API's address as this server reaches it, to read the published content (pages are rendered with it); empty: API_UPSTREAM, else API_URL, else PUBLIC_BASE_URL (through the proxy's /api/)",
  }),
  CONTENT_CHECK_SECONDS: Type.Integer({
    default: 5,
    minimum: 1,
    maximum: 3600,
    description:
      'how often the published content is asked for again (a new version is taken; when the API cannot be reached the last copy, or the seed content, stays)',
  }),
  GEOLOCATION_URL: Type.String({
    default: '',
    pattern: '^(https?://[^/?#@\\s]+(/.*)?)?$',
    description:
      "the browser's location lookup, as the browser build has it (same name as the build setting): when set, its origin goes into connect-src",
  }),
  GRIEVANCE_EMAIL: Type.String({
    default: '',
    pattern: '^([^@\\s<>"]+@[^@\\s<>"]+\\.[^@\\s<>"]+)?$',
    description:
      'the email address of the person who answers privacy grievances (within 90 days), shown on the privacy notice (/privacy); a public site sets it; empty: the notice says no contact is published yet',
  }),
  CSP_REPORT_ONLY: Type.Boolean({
    default: false,
    description:
      'send the Content-Security-Policy as report-only (violations are reported, not blocked)',
  }),
  CSP_REPORT_URI: Type.String({
    default: '',
    pattern: '^(https?://[^\\s]+|/[^\\s]*)?$',
    description:
      "where browsers report CSP violations (report-uri and report-to), e.g. the visitor API's /api/csp-reports; a path is taken on PUBLIC_BASE_URL; empty: no reports",
  }),
  SERVE_SOURCE_MAPS: Type.Boolean({
    default: false,
    description: 'serve the .map files of the shell (off: they answer 404)',
  }),
  STATE_DIR: Type.String({
    default: '',
    description:
      "a folder the server may write (systemd's StateDirectory=): it keeps there the highest pointer sequence it accepted per remote, so a restarted server refuses an older pointer too; empty: kept in memory only",
  }),
  SHELL_ASSETS_DIR: Type.String({
    default: '',
    description:
      "the shell's asset versions on a disk every instance reads (`<folder>/shell`, written by `npm run deploy -w shell -- --to <folder>`): a hashed file this build lacks is served from there, so in a rolling upgrade every instance serves the chunks of any instance's pages; empty: this build's files only",
  }),
  MAX_CONCURRENT_RENDERS: Type.Integer({
    default: 8,
    minimum: 1,
    maximum: 256,
    description:
      'pages rendered at once; past it a page comes from the render cache or is sent for rendering in the browser',
  }),
  REQUEST_TIMEOUT_MS: Type.Integer({
    default: 10000,
    minimum: 100,
    maximum: 600000,
    description: 'a request not received whole (headers and body) within this is answered 408',
  }),
  CONNECTION_TIMEOUT_MS: Type.Integer({
    default: 30000,
    minimum: 100,
    maximum: 600000,
    description: 'a connection silent this long either way is closed',
  }),
  KEEP_ALIVE_TIMEOUT_MS: Type.Integer({
    default: 5000,
    minimum: 100,
    maximum: 600000,
    description: 'an idle keep-alive connection is closed after this',
  }),
  MAX_EVENT_LOOP_DELAY_MS: Type.Integer({
    default: 1000,
    minimum: 0,
    maximum: 60000,
    description: 'past this event-loop delay requests are answered 503 with Retry-After (0: off)',
  }),
  MAX_RSS_MB: Type.Integer({
    default: 0,
    minimum: 0,
    maximum: 65536,
    description: 'past this resident memory requests are answered 503 with Retry-After (0: off)',
  }),
  LOG_LEVEL: Type.Unsafe<LogLevel>({
    type: 'string',
    enum: [...LOG_LEVELS],
    default: 'info',
    description: `log level (${LOG_LEVELS.join(', ')})`,
  }),
});

export type RawSettings = Static<typeof SettingsSchema>;
