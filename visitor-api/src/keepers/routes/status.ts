import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { KeeperStatus } from '@pawapuri/shared/contract';
import { errorResponses } from '../../common/http/error-schemas';
import { fromKeeperOrigin } from '../keeper-origin';

/**
 * GET /api/keepers/status (public): whether any keeper account exists, so the
 * sign-in page of a fresh install can say how to create the first owner; and
 * whether keeper work happens elsewhere (the standalone visitor remote), so
 * the combined site's keeper pages can link there instead of offering a
 * sign-in the API would refuse.
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
    async (request, reply) => {
      // The answer depends on the asking page's origin: no shared cache may reuse it for another.
      reply.header('vary', 'Origin, Referer');
      const { keepers } = fastify.config;
      return {
        accountsExist: await fastify.keepers.accountsExist(),
        standaloneOnly: keepers.standaloneOnly,
        keeperSiteUrl: keepers.siteUrl,
        fromKeeperOrigin: fromKeeperOrigin(request, keepers.origins),
      };
    },
  );
};

export default status;
