import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../common/http/error-schemas';
import { Analytics } from '@pawapuri/shared/contract';

/** GET /api/visitors/analytics: the dashboard summary, read from the daily rollups. */
const analytics: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/analytics',
    {
      schema: { response: { 200: Analytics, ...errorResponses(429, 500) } },
      config: {
        rateLimit: { max: fastify.config.rateLimit.defaultPerMinute, timeWindow: '1 minute' },
      },
    },
    async () => fastify.visits.analytics(fastify.clock()),
  );
};

export default analytics;
