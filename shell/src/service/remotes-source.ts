import { readFile, stat } from 'node:fs/promises';
import type { Settings } from './settings';

/** remotes.json is small; anything larger is refused rather than read. */
const MAX_REMOTES_BYTES = 1024 * 1024;
const FETCH_TIMEOUT_MS = 5000;

export interface RemotesSnapshot {
  /** The text of remotes.json as read: what pages are rendered with and /remotes.json serves. */
  text: string;
  /** Origins of the manifests it names (where the browser loads each remote's code from). */
  origins: string[];
}

/**
 * remotes.json from the REMOTES setting, and never from a request: read at
 * start (a failure then stops the server) and again every few seconds, a
 * file when its modification time changes, a URL with If-None-Match. A copy
 * that cannot be read or is not a JSON object is logged and the last good
 * one is kept.
 */
export async function watchRemotes(
  source: Settings['remotes'],
  everyMs: number,
  log: { warn: (message: string) => void },
) {
  let version = '';
  const first = await load().catch((error: unknown) => {
    throw new Error(`REMOTES: ${describeSource(source)} could not be read (${describe(error)})`);
  });
  if (!first) throw new Error(`REMOTES: ${describeSource(source)} is not a JSON object`);
  let snapshot: RemotesSnapshot = first;

  async function load(): Promise<RemotesSnapshot | null> {
    const text =
      source.kind === 'file' ? await readChangedFile(source.path) : await fetchChanged(source.url);
    if (text === null) return null;
    const origins = manifestOrigins(text);
    if (!origins) {
      log.warn(
        `REMOTES: ${describeSource(source)} is not a JSON object; the last good copy stays.`,
      );
      return null;
    }
    return { text, origins };
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
    if (!response.ok) throw new Error(`it answered HTTP ${response.status}`);
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_REMOTES_BYTES)
      throw new Error(`it is larger than ${MAX_REMOTES_BYTES} bytes`);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > MAX_REMOTES_BYTES)
      throw new Error(`it is larger than ${MAX_REMOTES_BYTES} bytes`);
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
          `REMOTES: ${describeSource(source)} could not be read again (${describe(error)}); the last good copy stays.`,
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

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function describeSource(source: Settings['remotes']): string {
  return source.kind === 'file' ? source.path : source.url;
}

/** The http(s) origins of every entry's manifest, or null when the text is not a JSON object. */
export function manifestOrigins(text: string): string[] | null {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return null;
  }
  if (!file || typeof file !== 'object' || Array.isArray(file)) return null;
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
