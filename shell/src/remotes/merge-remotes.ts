import type { RemoteDescription } from '@pawapuri/shared';
import { checkEntry, type SiteRemote } from './remote-entry';

export interface MergedRemotes {
  remotes: SiteRemote[];
  /** One line per entry of remotes.json that was missing or wrong. */
  problems: string[];
}

/**
 * The remotes of the site from the ones the shell was built with and the
 * entries of remotes.json, each entry judged on its own. A built-in remote
 * whose entry is missing or wrong keeps its pages and navigation but has no
 * manifest, so only its pages show "This section is unavailable". A valid
 * entry for a remote the shell was not built with adds that remote.
 */
export function mergeRemotes(
  builtIn: RemoteDescription[],
  file: Record<string, unknown>,
): MergedRemotes {
  const problems: string[] = [];
  const known = new Set(builtIn.map((remote) => remote.name));
  const remotes: SiteRemote[] = builtIn.map((remote) => {
    const check = checkEntry(file[remote.name], true);
    if (!check.ok) {
      problems.push(`remotes.json: the entry "${remote.name}" is wrong: ${check.reason}.`);
      return {
        name: remote.name,
        pages: remote.pages,
        nav: remote.nav,
        manifest: null,
        serverBuild: null,
      };
    }
    const { pages, nav } = check.description ?? remote;
    return {
      name: remote.name,
      pages,
      nav,
      manifest: check.manifest,
      serverBuild: check.serverBuild,
    };
  });
  for (const [name, value] of Object.entries(file)) {
    if (known.has(name)) continue;
    const check = checkEntry(value, false);
    if (!check.ok) {
      problems.push(`remotes.json: the entry "${name}" is wrong: ${check.reason}.`);
      continue;
    }
    const { pages, nav } = check.description ?? { pages: [], nav: [] };
    remotes.push({ name, pages, nav, manifest: check.manifest, serverBuild: check.serverBuild });
  }
  return { remotes, problems };
}
