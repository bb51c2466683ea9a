import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Me } from '@pawapuri/shared/contract';
import { errorResponses } from '../../common/http/error-schemas';
import { HttpError } from '../../common/http/http-error';
import { identify } from '../access';
import { clearSessionCookie } from '../session-cookie';
import { audit } from '../audit';
import type { Actor } from '../actor';
import { identityOf } from './me';
import { EmptyBody } from '../../common/http/empty-body';

/** GET /me, POST /sign-out, POST /sign-out-everywhere: the caller's own session. */
const session: FastifyPluginAsyncTypebox = async (fastify) => {
  const { keepers, config } = fastify;
  const limit = {
    rateLimit: { max: config.rateLimit.defaultPerMinute, timeWindow: '1 minute' },
  };

  const signedIn = async (request: Parameters<typeof identify>[0]): Promise<Actor> => {
    const actor = await identify(request);
    if (!actor) throw new HttpError(401, 'Not signed in', 'authorization');
    request.keeper = actor;
    return actor;
  };

  fastify.get(
    '/me',
    {
      schema: { response: { 200: Me, ...errorResponses(401, 403, 429, 500) } },
      config: limit,
    },
    async (request) => identityOf(await signedIn(request), config.keepers),
  );

  const signOut =
    (everywhere: boolean) =>
    async (
      request: Parameters<typeof identify>[0],
      reply: Parameters<typeof clearSessionCookie>[0],
    ) => {
      const actor = await signedIn(request);
      if (!actor.session) {
        throw new HttpError(
          400,
          'Only a signed-in browser can sign out; revoke an API key instead',
          'authorization',
        );
      }
      if (everywhere) await keepers.sessions.deleteAccount(actor.account.id);
      else await keepers.sessions.delete(actor.session.idHash);
      clearSessionCookie(reply, config.keepers);
      await audit(request, everywhere ? 'sign-out-everywhere' : 'sign-out');
      return reply.code(204).send();
    };

  fastify.post(
    '/sign-out',
    {
      schema: { body: EmptyBody, response: errorResponses(400, 401, 403, 415, 429, 500) },
      config: limit,
    },
    signOut(false),
  );
  fastify.post(
    '/sign-out-everywhere',
    {
      schema: { body: EmptyBody, response: errorResponses(400, 401, 403, 415, 429, 500) },
      config: limit,
    },
    signOut(true),
  );
};

export default session;
