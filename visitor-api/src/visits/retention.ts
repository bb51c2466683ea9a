import fp from 'fastify-plugin';

const DAY_MS = 86_400_000;

/**
 * Visits older than the retention period (RETENTION_DAYS, 396 days unless set;
 * `off` keeps them all) are deleted at start and then daily. The daily counts
 * are anonymous aggregates and stay, so totals and past charts are unchanged.
 * The keepers' audit log has its own, longer retention (keepers/audit-retention.ts).
 */
export default fp(async (fastify) => {
  const days = fastify.config.retentionDays;
  if (days === null) return;
  const purge = async () => {
    try {
      const cutoff = fastify.clock() - days * DAY_MS;
      const deleted = await fastify.visits.purgeBefore(cutoff);
      fastify.log.info({ deleted, retentionDays: days }, 'old visits purged');
    } catch (error) {
      fastify.log.error({ err: error }, 'purging old visits failed');
    }
  };
  const timer = setInterval(() => void purge(), DAY_MS);
  timer.unref();
  fastify.addHook('onReady', purge);
  fastify.addHook('onClose', async () => clearInterval(timer));
});
