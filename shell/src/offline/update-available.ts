/**
 * Whether a new version of the site is ready, and what "Reload" does to take
 * it: a waiting service worker (a new shell) must take over first; a
 * redeployed remote only needs the page loaded again. Plain module state
 * with no React, since the worker's messages are listened to before the
 * app's code (and React) has loaded.
 */
export type ApplyUpdate = () => void;

let apply: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

export function offerUpdate(applyUpdate: ApplyUpdate): void {
  // A new shell waiting outranks a remote's update: taking it reloads the page anyway.
  if (apply && applyUpdate !== apply && apply !== reloadPage) return;
  apply = applyUpdate;
  for (const listener of listeners) listener();
}

export function reloadPage(): void {
  window.location.reload();
}

export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function availableUpdate(): ApplyUpdate | null {
  return apply;
}

/** For tests: no update offered. */
export function resetUpdate(): void {
  apply = null;
  for (const listener of listeners) listener();
}
