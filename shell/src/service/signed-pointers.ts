import type { KeyObject } from 'node:crypto';
import { verifyPointer, withoutSignature, type Pointer } from '@pawapuri/shared/deploy';

type Entry = Record<string, unknown>;

const isObject = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The entries of remotes.json the server may use: each one signed by its
 * own remote's key (the remote's name is part of what is signed), its
 * manifest resolved against `publicBase` (the remotes' folder as browsers
 * reach it) when it is relative. An entry that does not verify is logged
 * and replaced by the last good entry of that remote (`lastGood`, updated
 * here), or left out when there is none; what is left out is rendered as
 * the site has it without that remote's server build.
 */
export function acceptedPointers(
  file: Entry,
  keys: ReadonlyMap<string, KeyObject>,
  publicBase: string | null,
  lastGood: Map<string, Entry>,
  warn: (message: string) => void,
): Entry {
  const accepted: Entry = {};
  for (const [name, pointer] of Object.entries(file)) {
    const problem = checkPointer(name, pointer, keys.get(name));
    const resolved = problem ? null : resolveManifest(pointer as Pointer, publicBase);
    if (resolved && 'entry' in resolved) {
      lastGood.set(name, resolved.entry);
      accepted[name] = resolved.entry;
      continue;
    }
    const kept = lastGood.get(name);
    warn(
      `REMOTES: the pointer of ${name} is ignored: ${problem ?? resolved?.problem}; ` +
        (kept ? 'its last good version stays.' : 'it has no earlier good version.'),
    );
    if (kept) accepted[name] = kept;
  }
  return accepted;
}

function checkPointer(name: string, pointer: unknown, key: KeyObject | undefined): string | null {
  if (!isObject(pointer)) return 'it is not an object';
  if (!key) return 'no key is configured for it (REMOTE_KEYS)';
  if (typeof pointer.signature !== 'string') return 'it is not signed';
  if (!verifyPointer(name, pointer, key)) return `its signature is not ${name}'s`;
  return null;
}

function resolveManifest(
  pointer: Pointer,
  publicBase: string | null,
): { entry: Entry } | { problem: string } {
  const manifest = pointer.manifest;
  if (typeof manifest !== 'string') return { problem: 'it has no manifest' };
  let url: URL;
  try {
    url = publicBase ? new URL(manifest, publicBase) : new URL(manifest);
  } catch {
    return {
      problem: publicBase
        ? `its manifest "${manifest}" is not a URL`
        : `its manifest "${manifest}" is relative and REMOTES is a file (set REMOTES_PUBLIC_URL)`,
    };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { problem: 'its manifest is not an http(s) URL' };
  return { entry: { ...withoutSignature(pointer), manifest: url.href } };
}
