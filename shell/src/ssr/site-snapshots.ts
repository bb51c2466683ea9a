import { LruCache } from './lru-cache';
import { readSite, type SiteSnapshot } from './site-snapshot';

/** How many remotes.json texts are kept read: a new deploy while the last one is still served. */
const KEPT_SITES = 4;

/**
 * Which snapshot of the remotes a page is rendered with: the site the
 * remotes.json text describes, read (and its problems logged) once per text.
 */
export function siteSnapshots(
  log: (message: string) => void,
  kept = KEPT_SITES,
): (remotesJson: string) => SiteSnapshot {
  const sites = new LruCache<SiteSnapshot>(kept);
  return (remotesJson) => {
    let site = sites.get(remotesJson);
    if (!site) {
      site = readSite(remotesJson, log);
      sites.set(remotesJson, site);
    }
    return site;
  };
}
