import {
  OLDEST_ACCEPTED_REMOTE_CONTRACT,
  REMOTE_CONTRACT_VERSION,
  UNSTATED_REMOTE_CONTRACT,
} from '../contract/remote-contract-version';

/**
 * What a shell build provides to remotes, published with its build as
 * `shell-provides.json` (SHELL_PROVIDES_FILE): the version of each package
 * it shares as a singleton, and the range of remote contracts it runs.
 */
export interface ShellProvides {
  singletons: Record<string, string>;
  remoteContracts: { oldest: number; newest: number };
}

export const SHELL_PROVIDES_FILE = 'shell-provides.json';

/** The contract range of a shell built with this shared package. */
export const PROVIDED_REMOTE_CONTRACTS = {
  oldest: OLDEST_ACCEPTED_REMOTE_CONTRACT,
  newest: REMOTE_CONTRACT_VERSION,
} as const;

/** One shared module of a federation manifest, as far as the check reads it. */
interface ManifestShared {
  name?: unknown;
  singleton?: unknown;
  requiredVersion?: unknown;
}

const VERSION = /(\d+)(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?/;

/**
 * The lowest version a requirement allows, as [major, minor]: the first
 * version written in it (`^19.3.1`, `~7.18`, `>=19.0.0`, `19.3.1`, `19.x`
 * give 19.3, 7.18, 19.0, 19.3, 19.0). Null for a requirement that names no
 * version (`*`, `latest`, `false`), which any version meets.
 */
export function lowestVersion(range: string): [number, number] | null {
  const match = VERSION.exec(range);
  if (!match) return null;
  const minor = Number(match[2]);
  return [Number(match[1]), Number.isInteger(minor) ? minor : 0];
}

/**
 * The rule: a shell's copy of a singleton meets a remote's requirement when
 * it has the same major version as the lowest version the requirement
 * allows, and at least its minor. Patch releases are not compared (a
 * neighbouring patch is what `strictVersion: false` is for); a major apart
 * is refused (its API differs), and so is an older minor (the remote may
 * use what that minor added).
 */
export function satisfies(provided: string, required: string): boolean {
  const lowest = lowestVersion(required);
  if (!lowest) return true;
  const have = lowestVersion(provided);
  if (!have) return false;
  return have[0] === lowest[0] && have[1] >= lowest[1];
}

/** The package a shared module belongs to (`react/jsx-runtime`, `react/` and `react` are react's). */
function packageOf(module: string): string {
  const parts = module.split('/');
  return module.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? module);
}

/**
 * Why a shell that provides `provides` cannot run a remote, whose
 * federation manifest is `manifest` and whose remote.json states `contract`
 * (undefined: before remotes stated one): one sentence per problem, each
 * naming the package, the remote's range and the shell's version. Empty
 * when it can. Every shared module of a package the shell provides is
 * checked, its subpaths too (`react/jsx-runtime`, which the manifest does
 * not mark as a singleton: it must match the react on the page all the
 * same). A package the shell does not provide is the remote's own to bring.
 */
export function incompatibilities(
  manifest: unknown,
  contract: unknown,
  provides: ShellProvides,
): string[] {
  const problems: string[] = [];
  const stated = contract === undefined ? UNSTATED_REMOTE_CONTRACT : contract;
  const { oldest, newest } = provides.remoteContracts;
  if (typeof stated !== 'number' || !Number.isInteger(stated)) {
    problems.push(`remote.json states contract ${JSON.stringify(stated)}, not a whole number`);
  } else if (stated > newest || stated < oldest) {
    problems.push(
      `remote.json contract ${stated}: the shell runs contracts ${oldest} to ${newest}` +
        (stated > newest ? ' (the remote was built with a newer @pawapuri/shared)' : ''),
    );
  }
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return problems;
  // One sentence per package, for its first range that does not match.
  const refused = new Set<string>();
  for (const entry of shared as ManifestShared[]) {
    if (!entry || typeof entry.name !== 'string') continue;
    const name = packageOf(entry.name);
    const provided = provides.singletons[name];
    const required = entry.requiredVersion;
    if (provided === undefined || typeof required !== 'string' || refused.has(name)) continue;
    if (!satisfies(provided, required)) {
      refused.add(name);
      problems.push(
        `${name}: the remote requires ${required}, the shell provides ${provided} ` +
          '(the same major version and at least the minor is needed)',
      );
    }
  }
  return problems;
}

/** Whether `value` has the shape of a shell's shell-provides.json. */
export function isShellProvides(value: unknown): value is ShellProvides {
  const v = value as ShellProvides | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.singletons === 'object' &&
    v.singletons !== null &&
    Object.values(v.singletons).every((version) => typeof version === 'string') &&
    Number.isInteger(v.remoteContracts?.oldest) &&
    Number.isInteger(v.remoteContracts?.newest)
  );
}
