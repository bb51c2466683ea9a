import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BarrierReceived, BarrierReportBody, BarrierReportList } from '@pawapuri/shared/contract';
import { errorResponses } from '../common/http/error-schemas';
import { requirePermission } from '../keepers/access';

/** A report is a few KB at most: a larger body is refused before it is read. */
const BODY_LIMIT = 16 * 1024;
/** Reports a keeper's list shows, newest first. */
const LIST_MAX = 200;

/**
 * POST /api/accessibility/barriers (public): a visitor reports an
 * accessibility barrier, from the accessibility statement's form; it is kept
 * for the keepers. Rate-limited per address as every public write is.
 */
export const barrierReports: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/barriers',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        body: BarrierReportBody,
        response: { 201: BarrierReceived, ...errorResponses(400, 413, 415, 429, 500) },
      },
      config: {
        rateLimit: { max: fastify.config.rateLimit.defaultPerMinute, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const { page, description, contact, language } = request.body;
      await fastify.visits.database.db
        .insertInto('barrier_reports')
        .values({
          page,
          description,
          contact: contact?.trim() ?? '',
          language,
          reported_at: fastify.clock(),
        })
        .execute();
      request.log.info({ event: 'barrier-reported' }, 'accessibility barrier reported');
      return reply.code(201).send({ received: true });
    },
  );
};

/** GET /api/keepers/barrier-reports (keepers who edit the content): the reports, newest first. */
export const barrierReportList: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/barrier-reports',
    {
      schema: { response: { 200: BarrierReportList, ...errorResponses(401, 403, 429, 500) } },
      config: {
        rateLimit: { max: fastify.config.rateLimit.defaultPerMinute, timeWindow: '1 minute' },
      },
      preHandler: requirePermission('content.edit'),
    },
    async () => {
      const rows = await fastify.visits.database.db
        .selectFrom('barrier_reports')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(LIST_MAX)
        .execute();
      return {
        reports: rows.map((row) => ({
          id: Number(row.id),
          page: row.page,
          description: row.description,
          contact: row.contact,
          language: row.language,
          reportedAt: new Date(Number(row.reported_at)).toISOString(),
        })),
      };
    },
  );
};
