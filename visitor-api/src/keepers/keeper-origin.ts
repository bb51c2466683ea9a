import type { FastifyRequest } from 'fastify';
import { HttpError } from '../common/http/http-error';

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.origin === 'null' ? null : parsed.origin;
  } catch {
    return null;
  }
}

/** The origin of the page that made the request: its Origin header, else its Referer's. */
function pageOrigin(request: FastifyRequest): string | null {
  const { origin, referer } = request.headers;
  if (typeof origin === 'string' && origin !== '') return origin;
  return typeof referer === 'string' ? originOf(referer) : null;
}

/** Whether keeper actions would be accepted from the page that made this request. */
export function fromKeeperOrigin(request: FastifyRequest, origins: readonly string[]): boolean {
  const from = pageOrigin(request);
  return from !== null && origins.includes(from);
}

/**
 * Keeper actions made with the session cookie are accepted only from the
 * configured keeper origins: the `Origin` header browsers send with every
 * POST and every cross-origin request, else the origin of `Referer` (a
 * same-origin GET carries no Origin). Neither, or another origin: 403. With
 * the SameSite=Strict cookie this stops cross-site request forgery; it also
 * stops code on a site origin that is not a keeper origin (with
 * KEEPER_STANDALONE_ONLY, every remote's script on the combined site) from
 * acting with a keeper's cookie.
 */
export function checkKeeperOrigin(request: FastifyRequest, origins: readonly string[]): void {
  const from = pageOrigin(request);
  if (from === null || !origins.includes(from)) {
    throw new HttpError(
      403,
      from === null
        ? 'Keeper actions need an Origin or Referer header naming a keeper page'
        : `Keeper actions are not accepted from ${from.slice(0, 200)}: only from the configured keeper origins`,
      'origin',
    );
  }
}
