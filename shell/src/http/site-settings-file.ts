/**
 * The browser's run-time settings as a file, for a page that carries none
 * (a remote's standalone frame, the shell's index.html served as built): the
 * same JSON the shell's server writes into its pages, read by
 * shared/src/config/site-settings.ts from this path on the page's origin.
 */
export const SITE_SETTINGS_FILE = '/site-settings.json';

/** The settings file's body: the API's address without a trailing slash ('' for the page's own origin). */
export function siteSettingsJson(apiUrl: string): string {
  return JSON.stringify({ apiUrl: apiUrl.replace(/\/+$/, '') });
}
