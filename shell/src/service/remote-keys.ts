import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { KeyObject } from 'node:crypto';
import { readPublicKey, readPublicKeys } from '@pawapuri/shared/deploy';

/** Where the remotes' public keys come from (the REMOTE_KEYS setting). */
export type KeySource = { kind: 'file'; path: string } | { kind: 'development'; dir: string };

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
    return {
      fingerprint: text,
      keys,
      problems: problems.map((problem) => `REMOTE_KEYS ${source.path}: ${problem}`),
    };
  }
  const names = (await readdir(source.dir).catch(() => [] as string[]))
    .filter((name) => /^[a-z][a-z0-9_]*\.pub$/.test(name))
    .sort();
  const keys = new Map<string, KeyObject>();
  const problems: string[] = [];
  let fingerprint = '';
  for (const name of names) {
    const text = await readFile(path.join(source.dir, name), 'utf8');
    fingerprint += `${name}\n${text}`;
    try {
      keys.set(name.replace(/\.pub$/, ''), readPublicKey(text));
    } catch (error) {
      problems.push(`${path.join(source.dir, name)} cannot be read (${(error as Error).message})`);
    }
  }
  return { fingerprint, keys, problems };
}
