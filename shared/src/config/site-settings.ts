import { env } from './env';

/**
 * Run-time settings of the browser, which one build serves in any
 * environment: today the visitor API's address. The shell's server writes
 * them into every page it sends, in a `<script type="application/json">`
 * with this id, beside the inlined remotes.json.
 */
export const SITE_SETTINGS_ID = 'site-settings';

/**
 * Where a page without inlined settings (a remote's standalone frame, or the
 * shell's index.html on a plain static host) reads them, on its own origin.
 */
export const SITE_SETTINGS_FILE = '/site-settings.json';

export interface SiteSettings {
  /**
   * Base address of the visitor API without a trailing slash (its routes
   * start with /api), or '' for the page's own origin.
   */
  apiUrl: string;
  /**
   * The site's public origin (the shell's PUBLIC_BASE_URL), for the few
   * links that must be absolute (a `webcal:` subscription): taken from
   * configuration, never from the address the page happens to be opened at.
   */
  publicBaseUrl?: string;
  /** The address privacy grievances go to (the shell's GRIEVANCE_EMAIL), shown on the privacy notice. */
  grievanceEmail?: string;
}

const HTTP_URL = /^https?:\/\/[^/?#@\s]+(\/[^?#\s]*)?$/i;
const HTTP_ORIGIN = /^https?:\/\/[^/?#@\s]+\/?$/i;
const EMAIL = /^[^@\s<>"]+@[^@\s<>"]+\.[^@\s<>"]+$/;

/** The settings in `value` when they are well formed, else null (why: logged). */
export function siteSettingsFrom(value: unknown, source: string): SiteSettings | null {
  const apiUrl =
    typeof value === 'object' && value !== null && 'apiUrl' in value ? value.apiUrl : undefined;
  if (typeof apiUrl !== 'string' || (apiUrl !== '' && !HTTP_URL.test(apiUrl))) {
    console.error(
      `The site settings in ${source} need "apiUrl": an http(s) address or "" (this origin); they are ignored.`,
    );
    return null;
  }
  const publicBaseUrl =
    typeof value === 'object' && value !== null && 'publicBaseUrl' in value
      ? value.publicBaseUrl
      : undefined;
  const settings: SiteSettings = { apiUrl: apiUrl.replace(/\/+$/, '') };
  if (typeof publicBaseUrl === 'string' && HTTP_ORIGIN.test(publicBaseUrl)) {
    settings.publicBaseUrl = publicBaseUrl.replace(/\/+$/, '');
  }
  const grievanceEmail =
    typeof value === 'object' && value !== null && 'grievanceEmail' in value
      ? value.grievanceEmail
      : undefined;
  if (typeof grievanceEmail === 'string' && EMAIL.test(grievanceEmail)) {
    settings.grievanceEmail = grievanceEmail;
  }
  return settings;
}

/** The settings the server wrote into the page, or null when it has none (or they are not valid). */
export function readInlinedSiteSettings(
  doc: Document | undefined = globalThis.document,
): SiteSettings | null {
  const element = doc?.getElementById(SITE_SETTINGS_ID);
  if (!element) return null;
  try {
    return siteSettingsFrom(JSON.parse(element.textContent ?? ''), 'the page');
  } catch {
    console.error('The site settings in the page are not valid JSON; they are ignored.');
    return null;
  }
}

let current: SiteSettings | null | undefined;

/** Uses `settings` from now on (loadSiteSettings, and tests). Null: read the page again. */
export function setSiteSettings(settings: SiteSettings | null | undefined): void {
  current = settings;
}

function settingsNow(): SiteSettings | null {
  if (current === undefined) current = readInlinedSiteSettings();
  return current;
}

/**
 * Makes sure the settings are known before the app starts: those inlined in
 * the page, else SITE_SETTINGS_FILE from the page's origin (a static host
 * may serve one). Never fails: without either, apiBaseUrl() falls back.
 */
export async function loadSiteSettings(
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<void> {
  if (settingsNow()) return;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 3000);
  try {
    const response = await (options.fetch ?? fetch)(SITE_SETTINGS_FILE, {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    // A host that answers every path with index.html has no settings file.
    const json = /json/.test(response.headers.get('Content-Type') ?? '');
    if (response.ok && json) current = siteSettingsFrom(await response.json(), SITE_SETTINGS_FILE);
  } catch {
    // No settings file: the fallback of apiBaseUrl() applies.
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The settings in force in this page: the run-time ones when it has them,
 * else the build's API_URL (the development fallback). A server render is
 * given its own (useSiteSettings, SiteSettingsContext).
 */
export function currentSiteSettings(): SiteSettings {
  return settingsNow() ?? { apiUrl: env.devApiUrl };
}

/**
 * A link to the API that a page renders (not a request it makes): the API's
 * address from the settings, or, when pages reach the API on their own
 * origin, a path on it. Built from the settings alone, so the server's HTML
 * and the hydrated page carry the same link.
 */
export function apiLink(settings: SiteSettings, path: string): string {
  return `${settings.apiUrl}${path}`;
}

/**
 * An API link that must be absolute (a `webcal:` address): the API's
 * address, else the site's configured public origin (publicBaseUrl). A page
 * given neither keeps the path: never the origin the page is open at, which
 * the server cannot know, so its HTML and the hydrated page stay the same.
 */
export function absoluteApiLink(settings: SiteSettings, path: string): string {
  const base = settings.apiUrl || settings.publicBaseUrl || '';
  return `${base}${path}`;
}

/**
 * The visitor API's base address, read when a request is made: the run-time
 * settings when the page has them; else the build's API_URL (a development
 * fallback, for webpack's dev servers); else the page's own origin, where
 * the API answers under /api/ in production. Empty only outside a browser.
 */
export function apiBaseUrl(): string {
  const settings = settingsNow();
  const own = globalThis.location?.origin ?? '';
  if (settings) return settings.apiUrl || own;
  return env.devApiUrl || own;
}
