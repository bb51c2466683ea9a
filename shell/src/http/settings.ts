import path from 'node:path';
import { readSettings as readDeclared, SettingError } from '@pawapuri/shared/settings';
import { isPublicSite } from './development-keys';
import { isLoopback } from './host-names';
import type { KeySource } from './remote-keys';
import { SettingsSchema, type RawSettings } from './settings-schema';

export { SettingError };

/** The shell's server settings, checked and in the shapes the code uses. */
export interface Settings {
  remotes: { kind: 'file'; path: string } | { kind: 'url'; url: string };
  remotesCheckMs: number;
  /** The remotes' folder as browsers reach it (ends in /), or null: relative manifests resolve against REMOTES. */
  remotesPublicUrl: string | null;
  remoteKeys: KeySource;
  /** The development keys' folder, and whether this site refuses them (public, not ALLOW_DEVELOPMENT_KEYS). */
  developmentKeys: { dir: string; refused: boolean };
  /** The site's public address without a trailing slash. */
  publicBaseUrl: string;
  /** Where privacy grievances go, shown on the privacy notice; '' when none is set. */
  grievanceEmail: string;
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
  /** STATE_DIR, resolved, or null: what the server must remember across restarts is kept in memory only. */
  stateDir: string | null;
  /** SHELL_ASSETS_DIR, resolved, or null: only this build's files are served. */
  shellAssetsDir: string | null;
  maxConcurrentRenders: number;
  timeouts: { requestMs: number; connectionMs: number; keepAliveMs: number };
  pressure: { maxEventLoopDelayMs: number; maxRssBytes: number };
  logLevel: string;
}

/** Reads the settings from `env`; throws a SettingError naming the first bad one. */
export function readSettings(env: Record<string, string | undefined>, shellDir: string): Settings {
  return derive(readDeclared(SettingsSchema, env), shellDir);
}

function derive(raw: RawSettings, shellDir: string): Settings {
  const publicBaseUrl = raw.PUBLIC_BASE_URL.replace(/\/$/, '');
  const developmentKeys = {
    dir: path.resolve(shellDir, '..', DEVELOPMENT_KEYS),
    refused: isPublicSite(publicBaseUrl) && !raw.ALLOW_DEVELOPMENT_KEYS,
  };
  return {
    remotes: /^https?:\/\//i.test(raw.REMOTES)
      ? { kind: 'url', url: raw.REMOTES }
      : { kind: 'file', path: path.resolve(shellDir, raw.REMOTES) },
    remotesCheckMs: raw.REMOTES_CHECK_SECONDS * 1000,
    remotesPublicUrl: raw.REMOTES_PUBLIC_URL ? folderUrl(raw.REMOTES_PUBLIC_URL) : null,
    remoteKeys: raw.REMOTE_KEYS
      ? {
          kind: 'file',
          path: path.resolve(shellDir, raw.REMOTE_KEYS),
          ...(developmentKeys.refused ? { refusedDir: developmentKeys.dir } : {}),
        }
      : { kind: 'development', dir: developmentKeys.dir },
    developmentKeys,
    publicBaseUrl,
    grievanceEmail: raw.GRIEVANCE_EMAIL,
    allowedHosts: allowedHosts(raw, publicBaseUrl),
    host: raw.HOST,
    port: raw.PORT,
    remoteOrigins: raw.REMOTE_ORIGINS.map((value) => originOf('REMOTE_ORIGINS', value)),
    apiUrl: raw.API_URL.replace(/\/+$/, ''),
    // Empty: /api/ on the page's own origin, which 'self' covers on every allowed host.
    apiOrigin: raw.API_URL ? originOf('API_URL', raw.API_URL) : null,
    apiUpstream: raw.API_UPSTREAM ? originOf('API_UPSTREAM', raw.API_UPSTREAM) : null,
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
    stateDir: raw.STATE_DIR ? path.resolve(shellDir, raw.STATE_DIR) : null,
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
  if (raw.ALLOWED_HOSTS.length) return new Set(raw.ALLOWED_HOSTS.map((host) => host.toLowerCase()));
  const hosts = [new URL(publicBaseUrl).host];
  if (isLoopback(raw.HOST)) hosts.push(`localhost:${raw.PORT}`, `127.0.0.1:${raw.PORT}`);
  return new Set(hosts);
}

/** The origin of a URL setting whose form the schema has checked (http(s), no user). */
function originOf(setting: string, value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    throw new SettingError(setting, `has "${value}", which is not a URL`);
  }
}
