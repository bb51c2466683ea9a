import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { ContentVersionSchema } from '@pawapuri/shared/contract';
import { errorResponses } from '../../common/http/error-schemas';

/** Whether an If-None-Match header names this ETag (or `*`); weak forms match too. */
function matches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * GET /api/content and /api/content/version (public): what is published,
 * from this instance's copy in memory (a donation change whose wait has
 * just ended is published first: content/payee-wait.ts). Pages and shells revalidate with the
 * ETag: a 304 costs no body. Limited like tracking, since many visitors share
 * a carrier's address.
 */
const publicContent: FastifyPluginAsyncTypebox = async (fastify) => {
  const config = {
    rateLimit: { max: fastify.config.rateLimit.trackPerMinute, timeWindow: '1 minute' },
  };

  fastify.get(
    '/',
    { schema: { response: errorResponses(429, 500, 503) }, config },
    async (request, typedReply) => {
      // The document goes out as serialised once per version, not through a schema.
      const reply = typedReply as FastifyReply;
      await fastify.content.payeeWait.settleIfDue();
      const snapshot = await fastify.content.published.current();
      reply.header('etag', snapshot.etag).header('cache-control', 'no-cache');
      if (matches(request.headers['if-none-match'], snapshot.etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(snapshot.body);
    },
  );

  fastify.get(
    '/version',
    {
      schema: { response: { 200: ContentVersionSchema, ...errorResponses(429, 500, 503) } },
      config,
    },
    async (_request, reply) => {
      await fastify.content.payeeWait.settleIfDue();
      const { version, publishedAt } = await fastify.content.published.current();
      reply.header('cache-control', 'no-cache');
      return { version, publishedAt };
    },
  );
};

export default publicContent;
