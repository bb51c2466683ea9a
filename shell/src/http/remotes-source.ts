import { readFile, stat } from 'node:fs/promises';
import { readAtMost } from '../common/read-at-most';
import { errorMessage } from '../common/error-message';
import { fetchFileWith, pinnedEntries, VersionChecks } from '../common/version-files';
import { readRemoteKeys, type KeySource, type RemoteKeys } from './remote-keys';
import type { Settings } from './settings';
import { pointerSequences } from './pointer-sequences';
import { acceptedPointers, EXPIRY_WARNING_MS, type FreshnessState } from './signed-pointers';
import type { RemoteCompatibility } from './remote-compatibility';

/** remotes.json is small; anything larger is refused rather than read. */
const MAX_REMOTES_BYTES = 1024 * 1024;
const FETCH_TIMEOUT_MS = 5000;

export interface RemotesSnapshot {
  /**
   * remotes.json as pages are rendered with it and /remotes.json serves it:
   * the pointers that verify, manifests as absolute URLs browsers use.
   */
  text: string;
  /** Origins of the manifests it names (where the browser loads each remote's code from). */
  origins: string[];
}

/** What makes a pointer trusted: the remotes' keys and the address relative manifests are resolved against. */
export interface PointerTrust {
  keys: KeySource;
  /** The remotes' folder as browsers reach it; null when REMOTES is a file and REMOTES_PUBLIC_URL is unset. */
  publicBase: string | null;
  /** Where the highest accepted sequences are kept across restarts (STATE_DIR); null: in memory. */
  stateDir: string | null;
  /** The clock pointers' expiry is judged by. */
  now?: () => number;
  /** How the remotes' files (file lists, manifests) are fetched; global fetch by default. */
  fetch?: typeof fetch;
  /** Checks each accepted version against its signed file list (`pinnedEntries` by default; tests of the reading alone replace it). */
  pinVersions?: PinVersions;
  /** Refuses the remotes this shell cannot run (remote-compatibility.ts); absent: none is checked. */
  compatible?: RemoteCompatibility;
}

type PinVersions = (
  entries: Record<string, unknown>,
  warn: (message: string) => void,
) => Promise<{ entries: Record<string, unknown>; again: boolean }>;

/**
 * remotes.json from the REMOTES setting, and never from a request: read at
 * start (a failure then stops the server) and again every few seconds, a
 * file when its modification time changes, a URL with If-None-Match, with
 * the keys (REMOTE_KEYS) read again each time. A copy that cannot be read
 * or is not a JSON object is logged and the last good one is kept; so is
 * the last good pointer of a remote whose new pointer does not verify, or
 * names a version this shell cannot run (`trust.compatible`).
 */
export async function watchRemotes(
  source: Settings['remotes'],
  everyMs: number,
  log: { warn: (message: string) => void },
  trust: PointerTrust,
) {
  let version = '';
  let raw: Record<string, unknown> | null = null;
  let keys: RemoteKeys = { fingerprint: '', keys: new Map(), problems: [] };
  const lastGood = new Map<string, Record<string, unknown>>();
  const now = trust.now ?? Date.now;
  const sequences = pointerSequences(trust.stateDir, log.warn);
  const warned = new Set<string>();
  // When the pointers must be judged again though nothing changed: an expiry, or its warning, is due.
  let dueAt = Infinity;
  const checks = new VersionChecks(fetchFileWith(trust.fetch ?? fetch, FETCH_TIMEOUT_MS));
  const pinVersions: PinVersions =
    trust.pinVersions ?? ((entries, warn) => pinnedEntries(entries, checks, warn));
  const first = await load().catch((error: unknown) => {
    throw new Error(
      `REMOTES: ${describeSource(source)} could not be read (${errorMessage(error)})`,
    );
  });
  if (!first) throw new Error(`REMOTES: ${describeSource(source)} is not a JSON object`);
  let snapshot: RemotesSnapshot = first;

  async function load(): Promise<RemotesSnapshot | null> {
    const text =
      source.kind === 'file' ? await readChangedFile(source.path) : await fetchChanged(source.url);
    const nextKeys = await readRemoteKeys(trust.keys);
    const keysChanged = nextKeys.fingerprint !== keys.fingerprint;
    if (keysChanged) nextKeys.problems.forEach(log.warn);
    keys = nextKeys;
    if (text !== null) {
      const file = parseObject(text);
      if (!file) {
        log.warn(
          `REMOTES: ${describeSource(source)} is not a JSON object; the last good copy stays.`,
        );
        return null;
      }
      raw = file;
    } else if ((!keysChanged && now() < dueAt) || !raw) return null;
    if (!raw) return null;
    const fresh: FreshnessState = { now: now(), sequences, warned };
    const verified = acceptedPointers(raw, keys.keys, trust.publicBase, lastGood, log.warn, fresh);
    // A version this shell cannot run is refused before its files are read.
    const runnable = trust.compatible ? await trust.compatible(verified, fresh.now) : verified;
    // Each version's file list and manifest are checked before a page names any of its files.
    const { entries, again } = await pinVersions(runnable, log.warn);
    dueAt = again ? fresh.now : nextDue(entries, fresh.now);
    const pinned = JSON.stringify(entries);
    return { text: pinned, origins: manifestOrigins(pinned) ?? [] };
  }

  async function readChangedFile(file: string): Promise<string | null> {
    const info = await stat(file);
    const seen = `${info.mtimeMs} ${info.size}`;
    if (seen === version) return null;
    if (info.size > MAX_REMOTES_BYTES)
      throw new Error(`it is larger than ${MAX_REMOTES_BYTES} bytes`);
    const text = await readFile(file, 'utf8');
    version = seen;
    return text;
  }

  async function fetchChanged(url: string): Promise<string | null> {
    const response = await fetch(url, {
      redirect: 'error',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: version ? { 'If-None-Match': version } : {},
    });
    if (response.status === 304) return null;
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new Error(`it answered HTTP ${response.status}`);
    }
    const bytes = await readAtMost(response, 'it', MAX_REMOTES_BYTES);
    version = response.headers.get('etag') ?? '';
    return bytes.toString('utf8');
  }

  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    load()
      .then((next) => {
        if (next) snapshot = next;
      })
      .catch((error: unknown) => {
        log.warn(
          `REMOTES: ${describeSource(source)} could not be read again (${errorMessage(error)}); the last good copy stays.`,
        );
      })
      .finally(() => {
        checking = false;
      });
  }, everyMs);
  timer.unref();

  return {
    current: (): RemotesSnapshot => snapshot,
    stop: () => clearInterval(timer),
  };
}

export type RemotesWatch = Awaited<ReturnType<typeof watchRemotes>>;

/** The next time an accepted pointer expires or is to be warned of. */
function nextDue(entries: Record<string, unknown>, now: number): number {
  let due = Infinity;
  for (const entry of Object.values(entries)) {
    const expiresAt = Date.parse(String((entry as { expiresAt?: unknown }).expiresAt));
    if (Number.isNaN(expiresAt)) continue;
    for (const at of [expiresAt - EXPIRY_WARNING_MS, expiresAt])
      if (at > now) due = Math.min(due, at);
  }
  return due;
}

function describeSource(source: Settings['remotes']): string {
  return source.kind === 'file' ? source.path : source.url;
}

function parseObject(text: string): Record<string, unknown> | null {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return null;
  }
  if (!file || typeof file !== 'object' || Array.isArray(file)) return null;
  return file as Record<string, unknown>;
}

/** The http(s) origins of every entry's manifest, or null when the text is not a JSON object. */
export function manifestOrigins(text: string): string[] | null {
  const file = parseObject(text);
  if (!file) return null;
  const origins = new Set<string>();
  for (const entry of Object.values(file as Record<string, unknown>)) {
    const manifest = (entry as { manifest?: unknown } | null)?.manifest;
    if (typeof manifest !== 'string') continue;
    try {
      const url = new URL(manifest);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // An entry without a usable manifest is the renderer's to reject; it adds no origin.
    }
  }
  return [...origins].sort();
}
