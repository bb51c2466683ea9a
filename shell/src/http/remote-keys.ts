import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { KeyObject } from 'node:crypto';
import { readPublicKey, readPublicKeys } from '@pawapuri/shared/deploy';

/** Where the remotes' public keys come from (the REMOTE_KEYS setting). */
export type KeySource =
  /** `refusedDir`: the development keys' folder, whose keys a public site never trusts. */
  { kind: 'file'; path: string; refusedDir?: string } | { kind: 'development'; dir: string };

export interface RemoteKeys {
  /** Changes whenever the keys do: pointers are checked again then. */
  fingerprint: string;
  keys: Map<string, KeyObject>;
  problems: string[];
}

/**
 * The public key of each remote's team: the REMOTE_KEYS file (a JSON object
 * of remote names and PEM or base64 SPKI keys), or in development every
 * `<remote>.pub` in .deploy-keys/, which the deploy command creates. Read
 * again with remotes.json, so a new remote's key needs no restart.
 */
export async function readRemoteKeys(source: KeySource): Promise<RemoteKeys> {
  if (source.kind === 'file') {
    const text = await readFile(source.path, 'utf8').catch((error: Error) => {
      throw new Error(`REMOTE_KEYS ${source.path} cannot be read (${error.message})`);
    });
    const { keys, problems } = readPublicKeys(text);
    const development = source.refusedDir ? await readKeyFolder(source.refusedDir) : null;
    const refused = development ? refuseDevelopmentKeys(keys, development, source.refusedDir) : [];
    return {
      // A development key added later is refused as soon as it appears.
      fingerprint: `${text}\n${development?.fingerprint ?? ''}`,
      keys,
      problems: [...problems, ...refused].map(
        (problem) => `REMOTE_KEYS ${source.path}: ${problem}`,
      ),
    };
  }
  return readKeyFolder(source.dir);
}

/**
 * Drops every key that is one of the development keys (read from `dir`;
 * their private halves lie beside a checkout); says which.
 */
function refuseDevelopmentKeys(
  keys: Map<string, KeyObject>,
  developmentKeys: RemoteKeys,
  dir: string | undefined,
) {
  const development = [...developmentKeys.keys.values()].map(spki);
  const refused: string[] = [];
  for (const [remote, key] of keys) {
    if (!development.some((known) => known.equals(spki(key)))) continue;
    keys.delete(remote);
    refused.push(
      `the key of ${remote} is a development key from ${dir}, never trusted on a public site (ALLOW_DEVELOPMENT_KEYS)`,
    );
  }
  return refused;
}

const spki = (key: KeyObject) => key.export({ type: 'spki', format: 'der' });

/** Every `<remote>.pub` in a folder (the development keys). */
async function readKeyFolder(dir: string): Promise<RemoteKeys> {
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => /^[a-z][a-z0-9_]*\.pub$/.test(name))
    .sort();
  const keys = new Map<string, KeyObject>();
  const problems: string[] = [];
  let fingerprint = '';
  for (const name of names) {
    const text = await readFile(path.join(dir, name), 'utf8');
    fingerprint += `${name}\n${text}`;
    try {
      keys.set(name.replace(/\.pub$/, ''), readPublicKey(text));
    } catch (error) {
      problems.push(`${path.join(dir, name)} cannot be read (${(error as Error).message})`);
    }
  }
  return { fingerprint, keys, problems };
}
