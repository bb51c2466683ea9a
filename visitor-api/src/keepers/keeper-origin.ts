import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.origin === 'null' ? null : parsed.origin;
  } catch {
    return null;
  }
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
  const origin = request.headers.origin;
  const referer = request.headers.referer;
  const from =
    typeof origin === 'string' && origin !== ''
      ? origin
      : typeof referer === 'string'
        ? originOf(referer)
        : null;
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
