import { browserDescription } from '@pawapuri/shared/seo';
import { BUILT_IN_REMOTES } from '../remotes/built-in-remotes';
import { checkEntry } from '../remotes/remote-entry';

const builtIn = new Set(BUILT_IN_REMOTES.map((remote) => remote.name));

/**
 * remotes.json as the server writes it into a page: each entry the shell
 * accepts carries only what the browser reads (`browserDescription`: the
 * sharing and search fields of its pages are for the page heads, written
 * here on the server, and were about three quarters of the file; the server
 * build is the server's alone). An entry the shell rejects goes in as it
 * is, so the browser judges it exactly as it would the file, and says why.
 */
export function inlinedRemotesFile(file: Record<string, unknown>): Record<string, unknown> {
  // Not an object of entries: left for the browser to reject.
  if (typeof file !== 'object' || file === null || Array.isArray(file)) return file;
  return Object.fromEntries(
    Object.entries(file).map(([name, entry]) => {
      const check = checkEntry(entry, builtIn.has(name));
      if (!check.ok || typeof entry !== 'object' || entry === null) return [name, entry];
      const browserEntry: Record<string, unknown> = { ...entry };
      delete browserEntry.serverBuild;
      if (!check.description) return [name, browserEntry];
      return [name, browserDescription(browserEntry as typeof check.description)];
    }),
  );
}
