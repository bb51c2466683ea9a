/** The source of a visit that came from no other site (or from this one). */
export const DIRECT_SOURCE = 'Direct';

/**
 * Sites a referrer is grouped under, by host suffix: a host matches a row when
 * it is the suffix or ends with '.' + the suffix (m.facebook.com, l.wa.me).
 * First match wins, so more specific suffixes come before broader ones.
 */
const SITES: [suffix: string, site: string][] = [
  ['google.com', 'Google'],
  ['google.co.in', 'Google'],
  ['googleapis.com', 'Google'],
  ['whatsapp.com', 'WhatsApp'],
  ['whatsapp.net', 'WhatsApp'],
  ['wa.me', 'WhatsApp'],
  ['facebook.com', 'Facebook'],
  ['fb.com', 'Facebook'],
  ['fb.me', 'Facebook'],
  ['instagram.com', 'Instagram'],
  ['youtube.com', 'YouTube'],
  ['youtu.be', 'YouTube'],
  ['t.co', 'X'],
  ['twitter.com', 'X'],
  ['x.com', 'X'],
  ['bing.com', 'Bing'],
  ['duckduckgo.com', 'DuckDuckGo'],
  ['t.me', 'Telegram'],
  ['telegram.org', 'Telegram'],
  ['telegram.me', 'Telegram'],
  ['yahoo.com', 'Yahoo'],
  ['yahoo.co.in', 'Yahoo'],
  ['linkedin.com', 'LinkedIn'],
  ['lnkd.in', 'LinkedIn'],
  ['pinterest.com', 'Pinterest'],
  ['reddit.com', 'Reddit'],
];

/** Android apps open links with an `android-app://<package>/` referrer. */
const APPS: [packagePrefix: string, site: string][] = [
  ['com.google.android.gm', 'Gmail'],
  ['com.google', 'Google'],
  ['com.whatsapp', 'WhatsApp'],
  ['com.facebook', 'Facebook'],
  ['com.instagram', 'Instagram'],
  ['org.telegram', 'Telegram'],
  ['com.twitter', 'X'],
];

function siteOfHost(host: string): string {
  for (const [suffix, site] of SITES) {
    if (host === suffix || host.endsWith(`.${suffix}`)) return site;
  }
  return host.startsWith('www.') ? host.slice(4) : host;
}

/**
 * The traffic source of a referrer, computed once when a visit is stored:
 * a known site's name, else the bare host (no 'www.'); 'Direct' for no
 * referrer, text that is not a URL, or a page of the site itself (`ownHosts`,
 * lower-case host names).
 */
export function trafficSource(referrer: string, ownHosts: ReadonlySet<string>): string {
  const text = referrer.trim();
  if (text === '' || text === DIRECT_SOURCE) return DIRECT_SOURCE;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return DIRECT_SOURCE;
  }
  if (url.protocol === 'android-app:') {
    const app = url.hostname.toLowerCase();
    const known = APPS.find(([prefix]) => app === prefix || app.startsWith(`${prefix}.`));
    return known ? known[1] : app || DIRECT_SOURCE;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return DIRECT_SOURCE;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host === '' || ownHosts.has(host)) return DIRECT_SOURCE;
  return siteOfHost(host);
}

/** The host names of the site's own origins (CORS_ORIGINS), for `trafficSource`. */
export function hostsOf(origins: readonly string[]): Set<string> {
  const hosts = new Set<string>();
  for (const origin of origins) {
    try {
      hosts.add(new URL(origin).hostname.toLowerCase());
    } catch {
      // Not an origin: the settings check refuses these, nothing to add.
    }
  }
  return hosts;
}
