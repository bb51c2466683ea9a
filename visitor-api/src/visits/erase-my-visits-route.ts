import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EraseMyVisitsBody, SessionErased } from '@pawapuri/shared/contract';
import { audit } from '../keepers/audit';
import { errorResponses } from '../common/http/error-schemas';

/**
 * POST /api/visitors/erase-my-visits (public): a visitor erases the visits and
 * events of their own tab's session, whose id only that tab holds (its
 * session storage). Deleted from the live tables and the per-day session
 * lists as the keepers' erasure does; the anonymous totals stay. Rate-limited
 * as visits are recorded; the log and the audit log record that an erasure
 * happened and how many visits went, never which session.
 */
const eraseMyVisits: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/erase-my-visits',
    {
      schema: {
        body: EraseMyVisitsBody,
        response: { 200: SessionErased, ...errorResponses(400, 413, 415, 429, 500) },
      },
      config: {
        rateLimit: { max: fastify.config.rateLimit.trackPerMinute, timeWindow: '1 minute' },
      },
    },
    async (request) => {
      const erased = await fastify.visits.eraseSession(request.body.sessionId);
      request.log.info({ event: 'visitor-visits-erased', erased }, 'visitor erased own visits');
      await audit(request, 'visitor-visits-erased', { erased }, null);
      return { erased };
    },
  );
};

export default eraseMyVisits;
