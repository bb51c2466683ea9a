import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { KeeperStatus } from '@pawapuri/shared/contract';
import { errorResponses } from '../../schemas/errors';

/**
 * GET /api/keepers/status (public): whether any keeper account exists, so the
 * sign-in page of a fresh install can say how to create the first owner.
 */
const status: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/status',
    {
      schema: { response: { 200: KeeperStatus, ...errorResponses(429, 500) } },
      config: {
        rateLimit: { max: fastify.config.rateLimit.defaultPerMinute, timeWindow: '1 minute' },
      },
    },
    async () => ({ accountsExist: await fastify.keepers.accountsExist() }),
  );
};

export default status;
