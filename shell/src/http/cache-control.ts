import { FEDERATION, HASHED } from '../common/file-names';

/** Files whose names carry a content hash never change: a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Federation's fixed names (remotes.json, mf-manifest.json, remoteEntry.js)
 * change with every deploy of their app, yet a visitor should not wait on
 * them: fresh for a minute, then for a day still used at once while the
 * browser fetches the new copy in the background.
 */
export const SHORT = 'public, max-age=60, stale-while-revalidate=86400';
/** Pages and everything else: asked again each time (a 304 when unchanged). */
export const REVALIDATE = 'no-cache';

/** The Cache-Control header a path of a build is served with (a precompressed copy as its original). */
export function cacheControlFor(pathname: string): string {
  pathname = pathname.replace(/\.(br|gz)$/, '');
  if (HASHED.test(pathname)) return IMMUTABLE;
  if (FEDERATION.test(pathname)) return SHORT;
  return REVALIDATE;
}

/** A page rather than a file (no extension, or index.html): rendered per request. */
export function isPage(pathname: string): boolean {
  return pathname === '/index.html' || !/\.[^/]*$/.test(pathname);
}
