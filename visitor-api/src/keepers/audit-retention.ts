import fp from 'fastify-plugin';

const DAY_MS = 86_400_000;

/**
 * Keeper audit entries older than AUDIT_RETENTION_DAYS (a year, or the visits'
 * retention if longer, unless set; `off` keeps them all) are deleted at start
 * and then daily. The log of who processed personal data is kept at least a
 * year and never less than the visits it describes (the setting refuses a
 * shorter value), so it outlives the visits' retention rather than following it.
 */
export default fp(async (fastify) => {
  const days = fastify.config.auditRetentionDays;
  if (days === null) return;
  const purge = async () => {
    try {
      const cutoff = fastify.clock() - days * DAY_MS;
      const deleted = await fastify.keepers.store.purgeAuditBefore(cutoff);
      fastify.log.info({ deleted, auditRetentionDays: days }, 'old audit entries purged');
    } catch (error) {
      fastify.log.error({ err: error }, 'purging old audit entries failed');
    }
  };
  const timer = setInterval(() => void purge(), DAY_MS);
  timer.unref();
  fastify.addHook('onReady', purge);
  fastify.addHook('onClose', async () => clearInterval(timer));
});
