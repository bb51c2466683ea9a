import { createContext, useContext, useSyncExternalStore } from 'react';
import { BUILT_IN_REMOTES } from './built-in-remotes';
import { mergeRemotes } from './merge-remotes';
import type { SiteRemote } from './remote-entry';

export interface SiteState {
  remotes: SiteRemote[];
  /** False until remotes.json has been read (or failed to be): a path no remote owns may still be claimed. */
  settled: boolean;
}

/** The built-in remotes before any remotes.json: their pages and menus, no manifest. */
export function builtInSite(): SiteRemote[] {
  return BUILT_IN_REMOTES.map(({ name, pages, nav }) => ({
    name,
    pages,
    nav,
    manifest: null,
    serverBuild: null,
  }));
}

/**
 * The site one server render shows, handed to it as an argument: one
 * process renders many requests at once, each with its own remotes.json,
 * so no render may read another's from module state. Null in the browser,
 * where the page's one site lives in the store below.
 */
export const SiteContext = createContext<SiteState | null>(null);

let state: SiteState = { remotes: builtInSite(), settled: false };
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
 * The browser's store only: the server passes its site through `SiteContext`.
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
 * The site's remotes: on the server, the ones its render was given; in the
 * browser, the store, re-rendering when remotes.json changes it (hydration
 * reads the store after the inlined remotes.json was applied, as the server
 * rendered it).
 */
export function useSite(): SiteState {
  const given = useContext(SiteContext);
  const stored = useSyncExternalStore(subscribe, getSite, getSite);
  return given ?? stored;
}
