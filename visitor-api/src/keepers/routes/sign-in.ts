import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Me, SignInBody } from '@pawapuri/shared/contract';
import { errorResponses } from '../../common/http/error-schemas';
import { HttpError } from '../../common/http/http-error';
import { checkKeeperOrigin } from '../keeper-origin';
import { slowedPasswordCheck } from '../slowed-password-check';
import { newSecret, secretDigest } from '../secret-token';
import { readSessionCookie, setSessionCookie } from '../session-cookie';
import { toKeeperAccount } from '../actor';
import { audit } from '../audit';
import { normaliseEmail } from '../email';
import { identityOf } from './me';

const WRONG = 'The email address or the password is wrong';

/**
 * POST /api/keepers/sign-in: a new session (a new id, whatever cookie came
 * with the request) for the right password. A wrong password, an unknown
 * email, a disabled account and one without a password yet all get the same
 * 401 after the same work (an argon2 check, against a dummy hash when there
 * is no account). Repeated failures of one email from one address (IPv6:
 * its /64), and of one account from many, wait longer and longer
 * (sign-in-throttle.ts): 429 with Retry-After; past the argon2 checks allowed
 * at once, 503 with Retry-After (slowed-password-check.ts).
 */
const signIn: FastifyPluginAsyncTypebox = async (fastify) => {
  const { keepers, config } = fastify;
  fastify.post(
    '/sign-in',
    {
      schema: {
        body: SignInBody,
        response: { 200: Me, ...errorResponses(400, 401, 403, 413, 415, 429, 500, 503) },
      },
      config: {
        rateLimit: { max: config.rateLimit.defaultPerMinute, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      checkKeeperOrigin(request, config.keepers.origins);
      const email = normaliseEmail(request.body.email);
      const row = await keepers.store.findAccount({ email });
      const usable = row !== null && row.disabled_at === null ? row.password_hash : null;
      const ok = await slowedPasswordCheck(request, reply, {
        email,
        hash: usable,
        password: request.body.password,
        field: 'password',
      });
      if (!ok) {
        await audit(request, 'sign-in-failed', {}, { email });
        throw new HttpError(401, WRONG, 'password');
      }
      const account = row as NonNullable<typeof row>;
      const now = fastify.clock();
      const previous = readSessionCookie(request, config.keepers);
      if (previous) await keepers.sessions.delete(secretDigest(previous));
      const id = newSecret();
      const record = {
        accountId: account.id,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: now + config.keepers.sessionMaxMs,
      };
      await keepers.sessions.create(secretDigest(id), record);
      setSessionCookie(reply, config.keepers, id);
      const actor = {
        account: toKeeperAccount(account),
        via: 'session' as const,
        session: { idHash: secretDigest(id), record },
      };
      await audit(request, 'sign-in', {}, actor);
      return identityOf(actor, config.keepers);
    },
  );
};

export default signIn;
