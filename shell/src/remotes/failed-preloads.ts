/**
 * Remotes whose scripts the server's HTML preloaded and which still failed to
 * load while the page started. The browser may answer a later request for a
 * script whose preload failed with that same failure, without asking the
 * network again, so a retry of such a remote reloads the page instead.
 */
const failed = new Set<string>();

export function markPreloadFailed(name: string): void {
  failed.add(name);
}

export function preloadFailed(name: string): boolean {
  return failed.has(name);
}
