import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  uptimeSeconds: Type.Number(),
  memoryRssBytes: Type.Integer(),
  database: Type.Object({
    engine: Type.String(),
    ok: Type.Boolean(),
    latencyMs: Type.Union([Type.Number(), Type.Null()]),
    pendingWrites: Type.Integer(),
  }),
  dropped: Type.Object({
    bot: Type.Integer(),
    doNotTrack: Type.Integer(),
    globalPrivacyControl: Type.Integer(),
  }),
});

/** GET /health: process and database status, and the visits dropped so far (and why). */
const health: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/health',
    { schema: { response: { 200: Health, 503: Health } } },
    async (_req, reply) => {
      let latencyMs: number | null = null;
      try {
        latencyMs = await fastify.visits.ping();
      } catch (error) {
        fastify.log.error({ err: error }, 'health check: database unreachable');
      }
      const ok = latencyMs !== null;
      return reply.code(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        uptimeSeconds: Math.round(process.uptime()),
        memoryRssBytes: process.memoryUsage.rss(),
        database: {
          engine: fastify.visits.engine,
          ok,
          latencyMs,
          pendingWrites: fastify.visits.pendingWrites(),
        },
        dropped: await fastify.dropped.totals(),
      });
    },
  );
};

export default health;
