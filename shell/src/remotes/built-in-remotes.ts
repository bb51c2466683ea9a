import type { RemoteDescription } from '@pawapuri/shared';

/**
 * Filled in by the shell's server build (and its Jest setup) from the
 * remote.json of every remote folder. The browser build leaves it null: its
 * pages carry the same list in index.html instead (`BUILT_IN_REMOTES_ID`),
 * as data the browser parses far faster than the same bytes of script, and
 * which a server-rendered page's inlined remotes.json repeats at almost no
 * cost once compressed.
 */
declare const __BUILT_IN_REMOTES__: RemoteDescription[] | null;

/** The id of the `<script type="application/json">` of index.html holding the built-in remotes. */
export const BUILT_IN_REMOTES_ID = 'built-in-remotes';

/**
 * The built-in remotes written into the page. An empty list when the page
 * has none or they are not a JSON list (logged): the menus then wait for
 * remotes.json.
 */
export function readBuiltInRemotes(doc: Document = document): RemoteDescription[] {
  const text = doc.getElementById(BUILT_IN_REMOTES_ID)?.textContent;
  let list: unknown;
  try {
    list = text ? JSON.parse(text) : null;
  } catch {
    list = null;
  }
  if (Array.isArray(list)) return list as RemoteDescription[];
  console.error(
    `The page has no list of the remotes the shell was built with (#${BUILT_IN_REMOTES_ID}); menus wait for remotes.json.`,
  );
  return [];
}

/**
 * The remotes the shell was built with. Their pages and navigation are known
 * before remotes.json arrives, so the menus render at once and a missing
 * entry can still say which pages are unavailable.
 */
export const BUILT_IN_REMOTES: RemoteDescription[] = __BUILT_IN_REMOTES__ ?? readBuiltInRemotes();
