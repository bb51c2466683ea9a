import fp from 'fastify-plugin';

const DAY_MS = 86_400_000;
/** A barrier report is kept a year: long enough to fix and answer, and no longer. */
export const BARRIER_REPORT_DAYS = 365;

/** Deletes barrier reports older than a year, at start and then daily. */
export default fp(async (fastify) => {
  const purge = async () => {
    try {
      const cutoff = fastify.clock() - BARRIER_REPORT_DAYS * DAY_MS;
      const result = await fastify.visits.database.db
        .deleteFrom('barrier_reports')
        .where('reported_at', '<', cutoff)
        .executeTakeFirst();
      const deleted = Number(result.numDeletedRows);
      if (deleted > 0) fastify.log.info({ deleted }, 'old barrier reports purged');
    } catch (error) {
      fastify.log.error({ err: error }, 'purging old barrier reports failed');
    }
  };
  const timer = setInterval(() => void purge(), DAY_MS);
  timer.unref();
  fastify.addHook('onReady', purge);
  fastify.addHook('onClose', async () => clearInterval(timer));
});
