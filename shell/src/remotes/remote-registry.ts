import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from './remote-names';
import { remoteErrorPlugin } from './remote-error-plugin';

export type RemoteManifests = Record<RemoteName, string>;

export const REMOTES_FILE = 'remotes.json';
const CONFIG_TIMEOUT_MS = 5000;

function isManifestMap(value: unknown): value is RemoteManifests {
  return (
    typeof value === 'object' &&
    value !== null &&
    REMOTE_NAMES.every((name) => typeof (value as Record<string, unknown>)[name] === 'string')
  );
}

/** Reads remotes.json, served next to the shell's index.html. */
export async function fetchRemoteManifests(
  baseUrl: string = document.baseURI,
): Promise<RemoteManifests> {
  const url = new URL(REMOTES_FILE, new URL('/', baseUrl)).toString();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CONFIG_TIMEOUT_MS);
  try {
    const response = await fetch(url, { cache: 'no-cache', signal: controller.signal });
    if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (!isManifestMap(body)) throw new Error(`${url} must name ${REMOTE_NAMES.join(', ')}`);
    return body;
  } finally {
    clearTimeout(timer);
  }
}

let registration: Promise<void> | null = null;

/**
 * Registers the remotes with the federation runtime once per page. A failed
 * read of remotes.json is not cached: the next attempt (a retry) reads again.
 */
export function ensureRemotesRegistered(): Promise<void> {
  registration ??= (async () => {
    registerPlugins([remoteErrorPlugin()]);
    const manifests = await fetchRemoteManifests();
    registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: manifests[name] })));
  })().catch((error: unknown) => {
    registration = null;
    throw error;
  });
  return registration;
}

/** Forgets a remote's failed load so a retry fetches its manifest again. */
export async function resetRemote(name: RemoteName): Promise<void> {
  const manifests = await fetchRemoteManifests();
  registerRemotes([{ name, entry: manifests[name] }], { force: true });
}
