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
    /** Milliseconds the oldest uncommitted visit has waited (or waited, failing, since the last commit). */
    oldestPendingWriteMs: Type.Union([Type.Integer(), Type.Null()]),
    writesStalled: Type.Boolean(),
    /** Visits in memory for filtered dashboard views at their last load (0 until the first filtered view has loaded them). */
    indexedVisits: Type.Integer(),
  }),
  dropped: Type.Object({
    bot: Type.Integer(),
    doNotTrack: Type.Integer(),
    globalPrivacyControl: Type.Integer(),
  }),
});

/** A write pending this long means the store is not keeping up (a commit takes milliseconds). */
export const STALLED_AFTER_MS = 1000;

/**
 * GET /health: process and database status, and the visits dropped so far (and why).
 * Degraded (503) when the database does not answer, or writes are stalled: a
 * visit has waited over a second, or commits are failing (a locked table).
 */
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
      const writes = fastify.visits.writeState();
      const writesStalled = writes.failing || (writes.oldestPendingMs ?? 0) > STALLED_AFTER_MS;
      const ok = latencyMs !== null && !writesStalled;
      return reply.code(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        uptimeSeconds: Math.round(process.uptime()),
        memoryRssBytes: process.memoryUsage.rss(),
        database: {
          engine: fastify.visits.engine,
          ok: latencyMs !== null,
          latencyMs,
          pendingWrites: writes.pending,
          oldestPendingWriteMs: writes.oldestPendingMs,
          writesStalled,
          indexedVisits: fastify.visits.indexedVisits(),
        },
        dropped: await fastify.dropped.totals(),
      });
    },
  );
};

export default health;
