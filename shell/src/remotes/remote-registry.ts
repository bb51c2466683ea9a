import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { readInlinedRemotes } from './inlined-remotes';
import { integrityPlugin, pinIntegrity } from './integrity-plugin';
import { remoteErrorPlugin } from './remote-error-plugin';
import { writtenStylesheetsPlugin } from './written-stylesheets-plugin';
import { applyRemotesFile } from './site-remotes';

export const REMOTES_FILE = 'remotes.json';
const CONFIG_TIMEOUT_MS = 5000;

/**
 * Reads remotes.json, served next to the shell's index.html: a JSON object
 * with one entry per remote. Its entries are judged one by one later.
 * `cache` is the fetch's cache mode: a retry asks the server again
 * ('no-cache'); the first read may use a copy the browser holds.
 */
export async function fetchRemotesFile(
  baseUrl: string = document.baseURI,
  cache: RequestCache = 'no-cache',
): Promise<Record<string, unknown>> {
  const url = new URL(REMOTES_FILE, new URL('/', baseUrl)).toString();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CONFIG_TIMEOUT_MS);
  try {
    const response = await fetch(url, { cache, signal: controller.signal });
    if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new Error(`${url} must be a JSON object of remotes`);
    }
    return body as Record<string, unknown>;
  } finally {
    clearTimeout(timer);
  }
}

let pluginsRegistered = false;
let registration: Promise<void> | null = null;
let inlinedCopyRead = false;

/**
 * The first read uses the copy of remotes.json inlined into the page, when
 * the server put one there; every later read (and a page without one)
 * fetches the file.
 */
async function readRemotesFile(): Promise<Record<string, unknown>> {
  if (!inlinedCopyRead) {
    inlinedCopyRead = true;
    const inlined = readInlinedRemotes();
    if (inlined) return inlined;
    return fetchRemotesFile(document.baseURI, 'default');
  }
  return fetchRemotesFile();
}

/**
 * Reads remotes.json once per page and registers every remote whose entry is
 * valid with the federation runtime. A failed read is not cached: the next
 * attempt (a retry) reads again.
 */
export function ensureRemotesRegistered(): Promise<void> {
  registration ??= (async () => {
    if (!pluginsRegistered)
      registerPlugins([remoteErrorPlugin(), writtenStylesheetsPlugin(), integrityPlugin()]);
    pluginsRegistered = true;
    const file = await readRemotesFile();
    pinIntegrity(file);
    const remotes = applyRemotesFile(file);
    registerRemotes(
      remotes.flatMap(({ name, manifest }) => (manifest ? [{ name, entry: manifest }] : [])),
    );
  })().catch((error: unknown) => {
    registration = null;
    applyRemotesFile(null);
    throw error;
  });
  return registration;
}

/**
 * Before a retry: reads remotes.json again and re-registers one remote by
 * force, so a failed load (or a corrected entry) is tried afresh.
 */
export async function resetRemote(name: string): Promise<void> {
  const file = await fetchRemotesFile();
  pinIntegrity(file);
  const remote = applyRemotesFile(file).find((r) => r.name === name);
  if (remote?.manifest) registerRemotes([{ name, entry: remote.manifest }], { force: true });
}
