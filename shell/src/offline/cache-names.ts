import type { RequestKind } from './request-kind';

/**
 * The runtime caches, one per kind of request. Raising CACHE_VERSION (when
 * what a cache holds changes shape) gives every cache a new name; the service
 * worker deletes the caches of other versions when it takes over. Deploys
 * need no new version: pages and federation files are refreshed as they are
 * used, and hashed files never change.
 */
export const CACHE_VERSION = 1;
export const CACHE_PREFIX = 'pawapuri-';

export type CachedKind = Exclude<RequestKind, 'network'>;

export function cacheName(kind: CachedKind): string {
  return `${CACHE_PREFIX}${kind}-v${CACHE_VERSION}`;
}

const CURRENT: readonly string[] = (
  ['page', 'hashed', 'image', 'media', 'federation'] as const
).map(cacheName);

/** Caches of this site left by an older version (workbox's precache keeps its own name). */
export function isOutdatedCache(name: string): boolean {
  return name.startsWith(CACHE_PREFIX) && !CURRENT.includes(name);
}
