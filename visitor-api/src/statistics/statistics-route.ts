import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../common/http/error-schemas';
import { Statistics } from '@pawapuri/shared/contract';

/** GET /api/visitors/statistics: total, today's visits and today's unique visitors. */
const statistics: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/statistics',
    {
      schema: { response: { 200: Statistics, ...errorResponses(429, 500) } },
      config: {
        rateLimit: { max: fastify.config.rateLimit.defaultPerMinute, timeWindow: '1 minute' },
      },
    },
    async () => fastify.visits.statistics(fastify.clock()),
  );
};

export default statistics;
