import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../common/http/error-schemas';
import { DASHBOARD_BREAKDOWN_ROWS, Dashboard, DashboardQuery } from '@pawapuri/shared/contract';

/** GET /api/visitors/dashboard: one view (range and filters) of the analytics dashboard. */
const dashboard: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/dashboard',
    {
      schema: {
        querystring: DashboardQuery,
        response: { 200: Dashboard, ...errorResponses(400, 429, 500, 503) },
      },
      config: {
        rateLimit: { max: fastify.config.rateLimit.defaultPerMinute, timeWindow: '1 minute' },
      },
    },
    async (request) =>
      fastify.visits.dashboard(request.query, {
        now: fastify.clock(),
        breakdownRows: DASHBOARD_BREAKDOWN_ROWS,
      }),
  );
};

export default dashboard;
