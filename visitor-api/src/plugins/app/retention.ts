import fp from 'fastify-plugin';

const DAY_MS = 86_400_000;

/**
 * Visits older than the retention period (RETENTION_DAYS, 396 days unless set;
 * `off` keeps them all) are deleted at start and then daily. The daily counts
 * are anonymous aggregates and stay, so totals and past charts are unchanged.
 * Audit log entries older than the same period go with them.
 */
export default fp(async (fastify) => {
  const days = fastify.config.retentionDays;
  if (days === null) return;
  const purge = async () => {
    try {
      const cutoff = fastify.clock() - days * DAY_MS;
      const deleted = await fastify.visits.purgeBefore(cutoff);
      // The audit log names networks and keepers: it is kept no longer than the visits.
      const auditDeleted = await fastify.keepers.store.purgeAuditBefore(cutoff);
      fastify.log.info({ deleted, auditDeleted, retentionDays: days }, 'old visits purged');
    } catch (error) {
      fastify.log.error({ err: error }, 'purging old visits failed');
    }
  };
  const timer = setInterval(() => void purge(), DAY_MS);
  timer.unref();
  fastify.addHook('onReady', purge);
  fastify.addHook('onClose', async () => clearInterval(timer));
});
