import { parse, serialize } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { KeeperSettings } from '../common/settings/config';

/**
 * The session cookie. HttpOnly: no script reads it (a remote's code on the
 * site's origin included). SameSite=Strict: a browser sends it only with
 * requests the site's own pages make, never with a request another site
 * starts (a form post, a link, an image), which is half of the CSRF defence
 * (the other half: the Origin check, keeper-origin.ts). Strict costs nothing
 * here: the keeper pages call the API with fetch from their own page, and a
 * link arriving from an email lands on a page, not on the API. Over https the
 * cookie is `Secure` and named with the `__Host-` prefix, which browsers
 * accept only with Secure, Path=/ and no Domain: no other host can set or
 * shadow it.
 */
export function cookieName(settings: KeeperSettings): string {
  return settings.secureCookie ? '__Host-pawapuri-keeper' : 'pawapuri-keeper';
}

export function readSessionCookie(
  request: FastifyRequest,
  settings: KeeperSettings,
): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  const value = parse(header)[cookieName(settings)];
  // A session id is 43 base64url characters; anything else cannot be one.
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

function cookie(settings: KeeperSettings, value: string, maxAgeSeconds: number): string {
  return serialize(cookieName(settings), value, {
    httpOnly: true,
    sameSite: 'strict',
    secure: settings.secureCookie,
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

export function setSessionCookie(reply: FastifyReply, settings: KeeperSettings, id: string): void {
  reply.header('set-cookie', cookie(settings, id, Math.floor(settings.sessionMaxMs / 1000)));
}

export function clearSessionCookie(reply: FastifyReply, settings: KeeperSettings): void {
  reply.header('set-cookie', cookie(settings, '', 0));
}
