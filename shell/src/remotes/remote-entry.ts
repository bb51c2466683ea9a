import type { NavEntry, PageDescription, RemoteDescription } from '@pawapuri/shared';
import { crossFieldProblems } from '@pawapuri/shared/contract/remote-description-rules';
import type { ServerBuildPointer } from '@pawapuri/shared/contract/remote-description';
import { isNavEntry, isPage, isServerBuild } from './remote-checks.generated';

/** What the shell knows of one remote: its pages, its navigation, and where to load it from. */
export interface SiteRemote {
  name: string;
  pages: PageDescription[];
  nav: NavEntry[];
  /** URL of its federation manifest; null while remotes.json has no valid entry for it. */
  manifest: string | null;
  /** Its server build as deployed, when remotes.json names one: only then is it rendered on the server. */
  serverBuild: ServerBuildPointer | null;
}

export type { ServerBuildPointer };

export type EntryCheck =
  | {
      ok: true;
      manifest: string;
      description: Pick<RemoteDescription, 'pages' | 'nav'> | null;
      serverBuild: ServerBuildPointer | null;
    }
  | { ok: false; reason: string };

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isManifestUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The items of `list` that break `check`, by their place (`pages/2`). */
const misshapen = (list: unknown[], name: string, check: (item: unknown) => boolean): string[] =>
  list.flatMap((item, index) => (check(item) ? [] : [`${name}/${index}`]));

/**
 * Checks the pages and navigation of a remote's description against the
 * schema of remote.json, compiled (remote-checks.generated.js): the same
 * rules for a remote.json built into the shell and for an entry of
 * remotes.json. Each remote's build names the wrong field itself; here each
 * wrong page or entry is named. Any kebab-case icon passes: one the shell's
 * sprite does not draw shows a plain dot (`navIcon`), so a remote deployed
 * with a newer icon keeps its pages; each remote's build refuses an icon the
 * shell does not list. Answers what is wrong, or null.
 */
export function describeProblem(pages: unknown, nav: unknown): string | null {
  if (!Array.isArray(pages)) return 'pages: must be a list';
  if (!Array.isArray(nav)) return 'nav: must be a list';
  const wrong = [...misshapen(pages, 'pages', isPage), ...misshapen(nav, 'nav', isNavEntry)];
  if (wrong.length) {
    return `${wrong.join(', ')}: not as the schema of remote.json has them (pages { path, title: { en, hi }, … }, nav entries { id, path, icon, … })`;
  }
  const problems = crossFieldProblems({ pages, nav });
  return problems.length ? problems.join('; ') : null;
}

/**
 * Checks one entry of remotes.json on its own. An entry is the manifest URL,
 * or `{ manifest, pages?, nav?, serverBuild? }`; a remote the shell was not
 * built with must bring its pages.
 */
export function checkEntry(value: unknown, builtIn: boolean): EntryCheck {
  if (value === undefined) return { ok: false, reason: 'it is missing' };
  const fields = isFields(value) ? value : { manifest: value };
  if (!isManifestUrl(fields.manifest)) {
    return { ok: false, reason: 'its manifest must be an http(s) URL' };
  }
  if (fields.serverBuild !== undefined && !isServerBuild(fields.serverBuild)) {
    return {
      ok: false,
      reason:
        'serverBuild must be { path, integrity }: a file in the manifest’s folder and a sha256, sha384 or sha512 digest',
    };
  }
  const serverBuild = (fields.serverBuild as ServerBuildPointer | undefined) ?? null;
  if (fields.pages === undefined && fields.nav === undefined) {
    if (builtIn) return { ok: true, manifest: fields.manifest, description: null, serverBuild };
    return { ok: false, reason: 'a remote the shell was not built with must list its pages' };
  }
  const nav = fields.nav ?? [];
  const problem = describeProblem(fields.pages, nav);
  if (problem) return { ok: false, reason: problem };
  return {
    ok: true,
    manifest: fields.manifest,
    description: { pages: fields.pages as PageDescription[], nav: nav as NavEntry[] },
    serverBuild,
  };
}
