import { useSyncExternalStore } from 'react';
import { BUILT_IN_REMOTES } from './built-in-remotes';
import { mergeRemotes } from './merge-remotes';
import type { SiteRemote } from './remote-entry';

export interface SiteState {
  remotes: SiteRemote[];
  /** False until remotes.json has been read (or failed to be): a path no remote owns may still be claimed. */
  settled: boolean;
}

let state: SiteState = {
  remotes: BUILT_IN_REMOTES.map(({ name, pages, nav }) => ({ name, pages, nav, manifest: null })),
  settled: false,
};
const listeners = new Set<() => void>();

function publish(next: SiteState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export function getSite(): SiteState {
  return state;
}

export function siteRemote(name: string): SiteRemote | undefined {
  return state.remotes.find((remote) => remote.name === name);
}

/**
 * Takes a freshly read remotes.json, or null when it could not be read (the
 * remotes keep what they had). Logs every entry that was missing or wrong.
 */
export function applyRemotesFile(file: Record<string, unknown> | null): SiteRemote[] {
  if (!file) {
    publish({ ...state, settled: true });
    return state.remotes;
  }
  const { remotes, problems } = mergeRemotes(BUILT_IN_REMOTES, file);
  problems.forEach((problem) => console.error(problem));
  publish({ remotes, settled: true });
  return remotes;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The site's remotes, re-rendering when remotes.json changes them. The server
 * renders with the same state the page starts from (built in, or with the
 * remotes.json inlined into the page applied on both sides), so hydration
 * reads the current state too.
 */
export function useSite(): SiteState {
  // On the server and while hydrating, the state is the one remotes.json was read into before rendering.
  return useSyncExternalStore(subscribe, getSite, getSite);
}
