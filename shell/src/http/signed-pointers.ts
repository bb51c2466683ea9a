import type { KeyObject } from 'node:crypto';
import {
  DAY_MS,
  LIVE_CHANNEL,
  freshnessOf,
  verifyPointer,
  withoutSignature,
  type Pointer,
} from '@pawapuri/shared/deploy';
import type { PointerSequences } from './pointer-sequences';

type Entry = Record<string, unknown>;

const isObject = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A shell warns this long before the pointer it runs expires. */
export const EXPIRY_WARNING_MS = 7 * DAY_MS;

/** What freshness is judged by: the time, the highest sequences accepted, the warnings already given. */
export interface FreshnessState {
  now: number;
  sequences: PointerSequences;
  /** `<remote> <sequence>` of the pointers whose coming expiry was said. */
  warned: Set<string>;
}

/**
 * The entries of remotes.json the server may use: each one signed by its
 * own remote's key (the remote's name is part of what is signed), fresh
 * (for the live channel, not expired, its sequence no lower than the
 * highest this server accepted for that remote), its manifest resolved
 * against `publicBase` (the remotes' folder as browsers reach it) when it
 * is relative. An entry refused is logged and replaced by the last good
 * entry of that remote (`lastGood`, updated here) while that one has not
 * expired, or left out; what is left out is rendered as the site has it
 * without that remote's server build.
 */
export function acceptedPointers(
  file: Entry,
  keys: ReadonlyMap<string, KeyObject>,
  publicBase: string | null,
  lastGood: Map<string, Entry>,
  warn: (message: string) => void,
  fresh: FreshnessState,
): Entry {
  const accepted: Entry = {};
  for (const [name, pointer] of Object.entries(file)) {
    const problem =
      checkPointer(name, pointer, keys.get(name)) ??
      freshnessProblem(name, pointer as Pointer, fresh);
    const resolved = problem ? null : resolveManifest(pointer as Pointer, publicBase);
    if (resolved && 'entry' in resolved) {
      fresh.sequences.record(name, (pointer as Pointer).sequence as number);
      warnBeforeExpiry(name, pointer as Pointer, fresh, warn);
      lastGood.set(name, resolved.entry);
      accepted[name] = resolved.entry;
      continue;
    }
    let kept = lastGood.get(name);
    if (kept && !freshnessOf(kept, fresh.now).ok) {
      lastGood.delete(name);
      kept = undefined;
    }
    warn(
      `REMOTES: the pointer of ${name} is ignored: ${problem ?? resolved?.problem}; ` +
        (kept ? 'its last good version stays.' : 'it has no unexpired earlier good version.'),
    );
    if (kept) accepted[name] = kept;
  }
  return accepted;
}

function freshnessProblem(name: string, pointer: Pointer, fresh: FreshnessState): string | null {
  const freshness = freshnessOf(pointer, fresh.now);
  if (!freshness.ok) return freshness.problem;
  if (freshness.channel !== LIVE_CHANNEL) return `it is for the ${freshness.channel} channel`;
  const highest = fresh.sequences.highest(name);
  if (highest !== undefined && freshness.sequence < highest) {
    return `its sequence ${freshness.sequence} is lower than ${highest}, already accepted (an older pointer again)`;
  }
  return null;
}

function warnBeforeExpiry(
  name: string,
  pointer: Pointer,
  fresh: FreshnessState,
  warn: (message: string) => void,
) {
  const freshness = freshnessOf(pointer, fresh.now);
  if (!freshness.ok || freshness.expiresAt - fresh.now > EXPIRY_WARNING_MS) return;
  const key = `${name} ${freshness.sequence}`;
  if (fresh.warned.has(key)) return;
  fresh.warned.add(key);
  warn(
    `REMOTES: the pointer of ${name} expires at ${String(pointer.expiresAt)}; ` +
      `its team must sign it again (npm run deploy -- --to <folder> --refresh).`,
  );
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
