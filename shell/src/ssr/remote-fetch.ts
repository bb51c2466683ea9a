import { readAtMost } from '../common/read-at-most';

/**
 * How the shell's server reads a remote's files (its manifest, server build
 * and stylesheets): only from an origin it was told to trust, never
 * following a redirect (which could move the request anywhere), within a
 * time limit, and never holding more than `maxBytes` of a body in memory,
 * whatever the remote's Content-Length says.
 */

export interface RemoteFetchLimits {
  /** Origins (`http://host:port`) files may be read from. */
  allowedOrigins: ReadonlySet<string>;
  timeoutMs: number;
  maxBytes: number;
  fetch?: typeof fetch;
}

/** The origin of an http(s) URL, or null when the text is not one. */
export function httpOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Whether `url` is an http(s) URL on one of the allowed origins. */
export function isAllowed(url: string, allowedOrigins: ReadonlySet<string>): boolean {
  const origin = httpOrigin(url);
  return origin !== null && allowedOrigins.has(origin);
}

/** The body of `url`, refused (rejecting with the reason) unless every rule above holds. */
export async function fetchRemoteFile(url: string, limits: RemoteFetchLimits): Promise<Buffer> {
  if (!isAllowed(url, limits.allowedOrigins)) {
    throw new Error(`${url} is not on an allowed origin`);
  }
  const fetchFile = limits.fetch ?? globalThis.fetch;
  const response = await fetchFile(url, {
    redirect: 'error',
    signal: AbortSignal.timeout(limits.timeoutMs),
  }).catch((error: unknown) => {
    // Node's fetch says only "fetch failed"; the reason (a redirect, a refused connection) is its cause.
    throw new Error(`${url}: ${messageOf(causeOf(error) ?? error)}`);
  });
  if (response.status !== 200) {
    await response.body?.cancel().catch(() => undefined);
    throw new Error(`${url} answered HTTP ${response.status}`);
  }
  return readAtMost(response, url, limits.maxBytes);
}

const causeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined;

const messageOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'message' in error
    ? String(error.message)
    : String(error);
