import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkAdmin } from '../../access/admin-access';
import { toVisitFilter } from '../../input/visit-filter-input';
import { errorResponses } from '../../schemas/errors';
import { SearchBody, VisitorPage } from '@pawapuri/shared/contract';

/** POST /api/visitors/search (admin): filtered, sorted, paged visits. */
const search: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/search',
    {
      schema: {
        body: SearchBody,
        response: { 200: VisitorPage, ...errorResponses(400, 401, 403, 413, 415, 429, 500) },
      },
      config: {
        rateLimit: { max: fastify.config.rateLimit.defaultPerMinute, timeWindow: '1 minute' },
      },
      preHandler: async (request) => checkAdmin(request, fastify.config.adminToken),
    },
    async (request) => {
      const { page, size, sortBy, sortDirection, ...filter } = request.body;
      return fastify.visits.search({
        filter: toVisitFilter(filter, fastify.config.siteTimezone),
        page,
        size,
        sortBy,
        sortDirection,
      });
    },
  );
};

export default search;
