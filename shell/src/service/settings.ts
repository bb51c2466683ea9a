import path from 'node:path';
import { commaList, isHostName, isLoopback } from './host-names';
import { readEnv, SettingsError } from './read-env';
import type { KeySource } from './remote-keys';
import { SettingsSchema, type RawSettings } from './settings-schema';

export { SettingsError };

/** The shell's server settings, checked and in the shapes the code uses. */
export interface Settings {
  remotes: { kind: 'file'; path: string } | { kind: 'url'; url: string };
  remotesCheckMs: number;
  /** The remotes' folder as browsers reach it (ends in /), or null: relative manifests resolve against REMOTES. */
  remotesPublicUrl: string | null;
  remoteKeys: KeySource;
  /** The site's public address without a trailing slash. */
  publicBaseUrl: string;
  /** Host header values answered (lower case). */
  allowedHosts: ReadonlySet<string>;
  host: string;
  port: number;
  remoteOrigins: string[];
  /** The API's address pages carry (no trailing slash); '' for the site's own origin. */
  apiUrl: string;
  /** The API's origin, which the CSP's connect-src lists; null when pages call /api/ on their own origin. */
  apiOrigin: string | null;
  /** The API's origin `/api/` is forwarded to (API_UPSTREAM), or null: nothing is forwarded. */
  apiUpstream: string | null;
  /** Where this server reads the published content (the API's /api/content). */
  contentUrl: string;
  contentCheckMs: number;
  geolocationOrigin: string | null;
  csp: { reportOnly: boolean; reportUri: string | null };
  serveSourceMaps: boolean;
  /** SHELL_ASSETS_DIR, resolved, or null: only this build's files are served. */
  shellAssetsDir: string | null;
  maxConcurrentRenders: number;
  timeouts: { requestMs: number; connectionMs: number; keepAliveMs: number };
  pressure: { maxEventLoopDelayMs: number; maxRssBytes: number };
  logLevel: string;
}

/** Reads the settings from `env`; throws a SettingsError naming the first bad one. */
export function readSettings(env: Record<string, string | undefined>, shellDir: string): Settings {
  return derive(readEnv(SettingsSchema, env), shellDir);
}

function derive(raw: RawSettings, shellDir: string): Settings {
  const publicBaseUrl = raw.PUBLIC_BASE_URL.replace(/\/$/, '');
  return {
    remotes: /^https?:\/\//i.test(raw.REMOTES)
      ? { kind: 'url', url: raw.REMOTES }
      : { kind: 'file', path: path.resolve(shellDir, raw.REMOTES) },
    remotesCheckMs: raw.REMOTES_CHECK_SECONDS * 1000,
    remotesPublicUrl: raw.REMOTES_PUBLIC_URL ? folderUrl(raw.REMOTES_PUBLIC_URL) : null,
    remoteKeys: raw.REMOTE_KEYS
      ? { kind: 'file', path: path.resolve(shellDir, raw.REMOTE_KEYS) }
      : { kind: 'development', dir: path.resolve(shellDir, '..', DEVELOPMENT_KEYS) },
    publicBaseUrl,
    allowedHosts: allowedHosts(raw, publicBaseUrl),
    host: raw.HOST,
    port: raw.PORT,
    remoteOrigins: commaList(raw.REMOTE_ORIGINS).map((value) =>
      originOf('REMOTE_ORIGINS', value, true),
    ),
    apiUrl: raw.API_URL.replace(/\/+$/, ''),
    // Empty: /api/ on the page's own origin, which 'self' covers on every allowed host.
    apiOrigin: raw.API_URL ? originOf('API_URL', raw.API_URL) : null,
    apiUpstream: raw.API_UPSTREAM ? originOf('API_UPSTREAM', raw.API_UPSTREAM, true) : null,
    // The server's own way to the API: API_INTERNAL_URL, else the API it
    // forwards to, else the address pages use, else the site's public address
    // (nginx proxies /api/ there).
    contentUrl: `${(raw.API_INTERNAL_URL || raw.API_UPSTREAM || raw.API_URL || raw.PUBLIC_BASE_URL).replace(/\/+$/, '')}/api/content`,
    contentCheckMs: raw.CONTENT_CHECK_SECONDS * 1000,
    geolocationOrigin: raw.GEOLOCATION_URL
      ? originOf('GEOLOCATION_URL', raw.GEOLOCATION_URL)
      : null,
    csp: {
      reportOnly: raw.CSP_REPORT_ONLY,
      reportUri: raw.CSP_REPORT_URI ? new URL(raw.CSP_REPORT_URI, `${publicBaseUrl}/`).href : null,
    },
    serveSourceMaps: raw.SERVE_SOURCE_MAPS,
    shellAssetsDir: raw.SHELL_ASSETS_DIR ? path.resolve(shellDir, raw.SHELL_ASSETS_DIR) : null,
    maxConcurrentRenders: raw.MAX_CONCURRENT_RENDERS,
    timeouts: {
      requestMs: raw.REQUEST_TIMEOUT_MS,
      connectionMs: raw.CONNECTION_TIMEOUT_MS,
      keepAliveMs: raw.KEEP_ALIVE_TIMEOUT_MS,
    },
    pressure: {
      maxEventLoopDelayMs: raw.MAX_EVENT_LOOP_DELAY_MS,
      maxRssBytes: raw.MAX_RSS_MB * 1024 * 1024,
    },
    logLevel: raw.LOG_LEVEL,
  };
}

/** Where the deploy command keeps development key pairs (repository root). */
export const DEVELOPMENT_KEYS = '.deploy-keys';

/** A folder's URL ending in `/` (a URL naming remotes.json is taken as its folder). */
function folderUrl(value: string): string {
  if (/\.json$/.test(new URL(value).pathname)) return new URL('.', value).href;
  return new URL(value.endsWith('/') ? value : `${value}/`).href;
}

/** The remotes' folder as browsers reach it: REMOTES_PUBLIC_URL, else REMOTES when it is a URL. */
export function remotesPublicBase(settings: Settings): string | null {
  if (settings.remotesPublicUrl) return settings.remotesPublicUrl;
  return settings.remotes.kind === 'url' ? new URL('.', settings.remotes.url).href : null;
}

function allowedHosts(raw: RawSettings, publicBaseUrl: string): Set<string> {
  const listed = commaList(raw.ALLOWED_HOSTS).map((host) => host.toLowerCase());
  for (const host of listed) {
    if (!isHostName(host))
      throw new SettingsError('ALLOWED_HOSTS', `has "${host}", which is not a host[:port]`);
  }
  if (listed.length) return new Set(listed);
  const hosts = [new URL(publicBaseUrl).host];
  if (isLoopback(raw.HOST)) hosts.push(`localhost:${raw.PORT}`, `127.0.0.1:${raw.PORT}`);
  return new Set(hosts);
}

/** The origin of an http(s) URL; `exact` also refuses anything after the origin. */
function originOf(setting: string, value: string, exact = false): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SettingsError(setting, `has "${value}", which is not a URL`);
  }
  const bare = value.replace(/\/$/, '');
  if (
    !/^https?:$/.test(url.protocol) ||
    url.username ||
    url.password ||
    (exact && url.origin !== bare)
  ) {
    throw new SettingsError(setting, `has "${value}", which is not an http(s) origin`);
  }
  return url.origin;
}
