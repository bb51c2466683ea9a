import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requirePermission } from '../keepers/access';
import { audit } from '../keepers/audit';
import { errorResponses } from '../common/http/error-schemas';
import { EraseSessionParams, SessionErased } from '@pawapuri/shared/contract';

/**
 * DELETE /api/visitors/sessions/:sessionId (owners): erases every stored visit
 * of one session, for a visitor who asks to be forgotten. The log records that
 * an erasure happened and how many visits it removed, never which session.
 */
const eraseSession: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.delete(
    '/sessions/:sessionId',
    {
      schema: {
        params: EraseSessionParams,
        response: { 200: SessionErased, ...errorResponses(400, 401, 403, 429, 500) },
      },
      config: {
        rateLimit: { max: fastify.config.rateLimit.defaultPerMinute, timeWindow: '1 minute' },
      },
      preHandler: requirePermission('visits.erase'),
    },
    async (request) => {
      const erased = await fastify.visits.eraseSession(request.params.sessionId);
      request.log.info({ event: 'session-erased', erased }, 'session erased');
      // Like the log, the audit log records that an erasure happened, never which session.
      await audit(request, 'session-erased', { erased });
      return { erased };
    },
  );
};

export default eraseSession;
