import type { IncomingMessage } from 'node:http';
import { isHostName } from './host-names';

/** What to answer instead of serving a request, or null to serve it. */
export type Refusal = { status: 400 | 421; message: string } | { status: 301; location: string };

/** Any base: only used to check that a request target parses as a path of one origin. */
const BASE = 'http://request.invalid';

/**
 * Checks what a request says about itself before anything reads it. The
 * Host header must be one this server is configured for (421 otherwise, the
 * status for a request sent to the wrong server), given once, and be a host
 * name (a `/`, `?`, `&` or `@` inside it would turn into another URL). The
 * target must be a path that parses on its own; repeated slashes answer a
 * permanent redirect to the same path with single slashes, on the same host
 * (a relative Location), since `//name` is read by browsers as another host.
 */
export function checkRequest(
  req: IncomingMessage,
  allowedHosts: ReadonlySet<string>,
): Refusal | null {
  const hosts: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]?.toLowerCase() === 'host') hosts.push(req.rawHeaders[i + 1] ?? '');
  }
  if (hosts.length !== 1) return { status: 400, message: 'One Host header is required.' };
  const host = (hosts[0] ?? '').toLowerCase();
  if (!isHostName(host)) return { status: 400, message: 'The Host header is not a host name.' };
  if (!allowedHosts.has(host))
    return { status: 421, message: 'This server does not answer for that host.' };

  const target = req.url ?? '';
  if (!target.startsWith('/')) return { status: 400, message: 'The request target is not a path.' };
  let parsed: URL;
  try {
    parsed = new URL(target, BASE);
  } catch {
    return { status: 400, message: 'The request target is not a valid path.' };
  }
  const queryAt = target.indexOf('?');
  const pathname = queryAt === -1 ? target : target.slice(0, queryAt);
  if (pathname.includes('//')) {
    const single = pathname.replace(/\/{2,}/g, '/') + (queryAt === -1 ? '' : target.slice(queryAt));
    return { status: 301, location: single };
  }
  if (parsed.origin !== BASE)
    return { status: 400, message: 'The request target is not a valid path.' };
  return null;
}
