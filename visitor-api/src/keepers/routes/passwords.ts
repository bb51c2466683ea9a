import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ChangePasswordBody, PasswordSet, SetPasswordBody } from '@pawapuri/shared/contract';
import { Type } from '@sinclair/typebox';
import { errorResponses } from '../../common/http/error-schemas';
import { HttpError } from '../../common/http/http-error';
import { requireActor } from '../access';
import { checkKeeperOrigin } from '../keeper-origin';
import { hashPassword } from '../password-hash';
import { passwordProblem } from '../password-policy';
import { secretDigest } from '../secret-token';
import { slowedPasswordCheck } from '../slowed-password-check';
import { clearSessionCookie } from '../session-cookie';
import { audit } from '../audit';

/** POST /set-password (a one-time link) and POST /password (a signed-in keeper's own). */
const passwords: FastifyPluginAsyncTypebox = async (fastify) => {
  const { keepers, config } = fastify;
  const limit = {
    rateLimit: { max: config.rateLimit.defaultPerMinute, timeWindow: '1 minute' },
  };

  fastify.post(
    '/set-password',
    {
      schema: {
        body: SetPasswordBody,
        response: { 200: PasswordSet, ...errorResponses(400, 403, 413, 415, 429, 500) },
      },
      config: limit,
    },
    async (request) => {
      checkKeeperOrigin(request, config.keepers.origins);
      const { token, password } = request.body;
      const tokenHash = secretDigest(token);
      const spent = () =>
        new HttpError(
          400,
          'This link has expired or was already used: ask an owner for a new one',
          'token',
        );
      const linked = await keepers.store.findPasswordLink(tokenHash, fastify.clock());
      const account = linked === null ? null : await keepers.store.findAccount({ id: linked });
      if (!account) throw spent();
      // A refused password leaves the link usable for a better one.
      const problem = passwordProblem(password, account.email);
      if (problem) throw new HttpError(400, `password ${problem}`, 'password');
      // Spent in one conditional UPDATE: of two requests with one token, one wins.
      if ((await keepers.store.usePasswordLink(tokenHash, fastify.clock())) === null) throw spent();
      await keepers.store.updateAccount(account.id, {
        password_hash: await hashPassword(password),
      });
      await keepers.sessions.deleteAccount(account.id);
      await audit(request, 'password-set', {}, { email: account.email, via: 'link' });
      return { email: account.email };
    },
  );

  fastify.post(
    '/password',
    {
      schema: {
        body: ChangePasswordBody,
        response: {
          204: Type.Null(),
          ...errorResponses(400, 401, 403, 413, 415, 429, 500, 503),
        },
      },
      config: limit,
    },
    async (request, reply) => {
      const actor = await requireActor(request);
      if (actor.via !== 'session') {
        throw new HttpError(
          403,
          'Only a signed-in keeper can change their password',
          'authorization',
        );
      }
      const row = await keepers.store.findAccount({ id: actor.account.id });
      if (!row) throw new HttpError(401, 'Sign in as a keeper', 'authorization');
      // Wrong current passwords wait as wrong sign-ins do (the same count per
      // account and address): a session left open is no way to guess the password.
      const ok = await slowedPasswordCheck(request, reply, {
        email: row.email,
        hash: row.password_hash,
        password: request.body.currentPassword,
        field: 'currentPassword',
      });
      await audit(request, ok ? 'password-rechecked' : 'password-recheck-failed', {
        for: 'Changing your password',
      });
      if (!ok) throw new HttpError(400, 'The current password is wrong', 'currentPassword');
      const problem = passwordProblem(request.body.newPassword, row.email);
      if (problem) throw new HttpError(400, `newPassword ${problem}`, 'newPassword');
      await keepers.store.updateAccount(row.id, {
        password_hash: await hashPassword(request.body.newPassword),
      });
      // Every session ends, this one too: whoever knew the old password is out.
      await keepers.sessions.deleteAccount(row.id);
      clearSessionCookie(reply, config.keepers);
      await audit(request, 'password-changed');
      return reply.code(204).send(null);
    },
  );
};

export default passwords;
