import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requirePermission } from '../keepers/access';
import { audit } from '../keepers/audit';
import { toVisitFilter } from './visit-filter-input';
import { errorResponses } from '../common/http/error-schemas';
import { SearchBody, VisitorPage } from '@pawapuri/shared/contract';

/** POST /api/visitors/search (keepers who may search): filtered, sorted, paged visits. */
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
      preHandler: requirePermission('visits.search'),
    },
    async (request) => {
      const { page, size, sortBy, sortDirection, ...filter } = request.body;
      // Which filters were used, not their values (an address searched for is personal data).
      const used = Object.entries(filter).filter(([, value]) => value !== null && value !== '');
      await audit(request, 'visits-searched', {
        filters: used.map(([field]) => field).join(',') || 'none',
        page,
      });
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
