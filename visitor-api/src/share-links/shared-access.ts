import type { FastifyRequest } from 'fastify';
import { HttpError } from '../common/http/http-error';
import { secretDigest } from '../keepers/secret-token';
import type { ShareLinkRow, ShareLinkStore } from './share-link-store';
import { grantHolds } from './share-grant';

/** The headers a share link's viewer sends: the link's token, and a grant for a password. */
export const SHARE_TOKEN_HEADER = 'x-share-token';
export const SHARE_GRANT_HEADER = 'x-share-grant';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const single = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined;

/**
 * The live link a request's token names, or a 4xx: 401 without a token of
 * the right form, 404 when no unrevoked link has it (read from the database
 * on every request: a revoke counts at once on every instance), 410 once it
 * has expired. `withPassword` false skips the password (the page first asks
 * whether it needs one).
 */
export async function sharedLink(
  request: FastifyRequest,
  store: ShareLinkStore,
  { withPassword }: { withPassword: boolean },
): Promise<{ link: ShareLinkRow; tokenHash: string }> {
  const token = single(request.headers[SHARE_TOKEN_HEADER]);
  if (!token || !TOKEN.test(token)) {
    throw new HttpError(
      401,
      `Send the share link's token in ${SHARE_TOKEN_HEADER}`,
      SHARE_TOKEN_HEADER,
    );
  }
  const tokenHash = secretDigest(token);
  const link = await store.findLive(tokenHash);
  if (!link) {
    throw new HttpError(404, 'This share link does not exist or was revoked', SHARE_TOKEN_HEADER);
  }
  const now = request.server.clock();
  if (link.expires_at !== null && link.expires_at <= now) {
    throw new HttpError(410, 'This share link has expired', SHARE_TOKEN_HEADER);
  }
  if (withPassword && link.password_hash !== null) {
    const grant = single(request.headers[SHARE_GRANT_HEADER]);
    if (!grant || !grantHolds(grant, link.password_hash, tokenHash, now)) {
      throw new HttpError(401, 'This share link needs its password', 'password');
    }
  }
  return { link, tokenHash };
}
