import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../common/http/http-error';
import { audit } from './audit';
import { slowedPasswordCheck } from './slowed-password-check';
import type { AccountRow } from './store/account-row';

/**
 * An owner power (invite or reset a keeper, create an API key, change a role,
 * change the donation details) is done by an owner present: signed in with
 * their own session AND typing their password again. An API key, this machine
 * before any account, a session left open or a script on a keeper page cannot
 * do it alone. The re-check is slowed after failures exactly as sign-in is
 * (the same counts, the same 429 and 503), and audited, failures too.
 * Answers the acting owner's account.
 */
export async function requireOwnerPresent(
  request: FastifyRequest,
  reply: FastifyReply,
  password: string | undefined,
  what: string,
): Promise<AccountRow> {
  const actor = request.keeper;
  if (actor?.via !== 'session' || actor.account.role !== 'owner') {
    throw new HttpError(
      403,
      `${what} needs an owner signed in with their own account (API keys never may)`,
      'authorization',
    );
  }
  if (password === undefined) {
    throw new HttpError(403, `${what} needs your password again`, 'password');
  }
  const self = await request.server.keepers.store.findAccount({ id: actor.account.id });
  if (!self || self.disabled_at !== null) {
    throw new HttpError(401, 'Sign in as a keeper', 'authorization');
  }
  const ok = await slowedPasswordCheck(request, reply, {
    email: self.email,
    hash: self.password_hash,
    password,
    field: 'password',
  });
  await audit(request, ok ? 'password-rechecked' : 'password-recheck-failed', { for: what });
  if (!ok) throw new HttpError(403, `${what}: your password is wrong`, 'password');
  return self;
}
