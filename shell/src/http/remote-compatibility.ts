import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  SHELL_PROVIDES_FILE,
  freshnessOf,
  incompatibilities,
  isShellProvides,
  type ShellProvides,
} from '@pawapuri/shared/deploy';
import { errorMessage } from '../common/error-message';
import { readAtMost } from '../common/read-at-most';

type Entry = Record<string, unknown>;

/** A federation manifest is a few kilobytes; anything larger is not read. */
const MAX_MANIFEST_BYTES = 1024 * 1024;
const FETCH_TIMEOUT_MS = 5000;

/**
 * What this shell's build provides to remotes (its shell-provides.json), or
 * null, said once, when the build has none: its remotes are then run unchecked.
 */
export async function readOwnProvides(
  distDir: string,
  warn: (message: string) => void,
): Promise<ShellProvides | null> {
  const file = path.join(distDir, SHELL_PROVIDES_FILE);
  try {
    const provides: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (isShellProvides(provides)) return provides;
    warn(`${file} is not a shell's ${SHELL_PROVIDES_FILE}; remotes are run unchecked.`);
  } catch (error) {
    warn(`${file} cannot be read (${errorMessage(error)}); remotes are run unchecked.`);
  }
  return null;
}

/** Reads a remote's federation manifest (an absolute http(s) URL). */
export async function fetchManifest(url: string): Promise<unknown> {
  const response = await fetch(url, {
    redirect: 'error',
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new Error(`it answered HTTP ${response.status}`);
  }
  const bytes = await readAtMost(response, 'it', MAX_MANIFEST_BYTES);
  return JSON.parse(bytes.toString('utf8')) as unknown;
}

/**
 * The load-time half of the check a deploy makes: each accepted pointer of
 * remotes.json whose version this shell has not judged yet has its
 * manifest read, and a remote whose shared singletons or remote.json
 * contract this shell cannot satisfy (the rule of shell-compatibility.ts) is
 * refused, logged once, and replaced by its last version that passed while
 * that one has not expired, or left out (its pages then show the remote's
 * unavailable notice). A version's manifest never changes, so each is judged
 * once; one that cannot be read is let through unchecked and read again on
 * the next change.
 */
export function remoteCompatibility(
  provides: ShellProvides,
  warn: (message: string) => void,
  read: (url: string) => Promise<unknown> = fetchManifest,
) {
  const verdicts = new Map<string, string[]>();
  const lastCompatible = new Map<string, Entry>();
  const said = new Set<string>();
  const sayOnce = (key: string, message: string) => {
    if (said.has(key)) return;
    said.add(key);
    warn(message);
  };

  async function problemsOf(name: string, entry: Entry): Promise<string[]> {
    const url = entry.manifest as string;
    const known = verdicts.get(url);
    if (known) return known;
    let manifest: unknown;
    try {
      manifest = await read(url);
    } catch (error) {
      sayOnce(
        `unread ${url}`,
        `REMOTES: the manifest of ${name} (${url}) cannot be read to check it (${errorMessage(error)}); it is run unchecked.`,
      );
      return [];
    }
    const problems = incompatibilities(manifest, entry.contract, provides);
    verdicts.set(url, problems);
    return problems;
  }

  return async function compatible(entries: Entry, now: number): Promise<Entry> {
    const kept: Entry = {};
    await Promise.all(
      Object.entries(entries).map(async ([name, value]) => {
        const entry = value as Entry;
        const problems = await problemsOf(name, entry);
        if (!problems.length) {
          lastCompatible.set(name, entry);
          kept[name] = entry;
          return;
        }
        let last = lastCompatible.get(name);
        if (last && !freshnessOf(last, now).ok) last = undefined;
        sayOnce(
          `refused ${String(entry.manifest)} ${last ? String(last.manifest) : ''}`,
          `REMOTES: ${name} ${String(entry.version ?? entry.manifest)} is refused: this shell cannot run it: ` +
            `${problems.join('; ')}; ` +
            (last
              ? `its last good version ${String(last.version ?? last.manifest)} stays.`
              : 'it has no earlier version this shell can run.'),
        );
        if (last) kept[name] = last;
      }),
    );
    // The file's order, as the pointers were accepted.
    return Object.fromEntries(
      Object.keys(entries).flatMap((name) => (name in kept ? [[name, kept[name]]] : [])),
    );
  };
}

export type RemoteCompatibility = ReturnType<typeof remoteCompatibility>;
