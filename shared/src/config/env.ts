/**
 * Build settings, read and validated in one place. Webpack's DefinePlugin
 * replaces each `process.env.X` below with the value given at build time
 * (see tooling/webpack.base.js); under Jest they are real environment reads.
 */

/**
 * The browser's own location lookup is off unless GEOLOCATION_URL names an
 * endpoint (such as https://ipapi.co/json/): the visitor API places visits
 * from its own IP-location database, while this lookup would send every
 * visitor's address to a third party that also limits how often it answers.
 */
export const DEFAULT_GEOLOCATION_URL = '';

export interface SiteEnv {
  /**
   * The visitor API's address for pages that carry no run-time settings
   * (see site-settings.ts, apiBaseUrl()), without a trailing slash: set for
   * webpack's dev servers; empty (the default) for the page's own origin.
   * Requests take their address from apiBaseUrl(), never from this.
   */
  devApiUrl: string;
  /** GET endpoint answering `{country_name, city}`; empty (the default) disables the lookup. */
  geolocationUrl: string;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function readSetting(value: string | undefined, fallback: string): string {
  return value === undefined ? fallback : value.trim();
}

export function readEnv(): SiteEnv {
  return {
    devApiUrl: trimSlash(readSetting(process.env.API_URL, '')),
    geolocationUrl: readSetting(process.env.GEOLOCATION_URL, DEFAULT_GEOLOCATION_URL),
  };
}

export const env: SiteEnv = readEnv();
