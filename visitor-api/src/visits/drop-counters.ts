import fp from 'fastify-plugin';

export type DropReason = 'bot' | 'doNotTrack' | 'globalPrivacyControl';

export type DropTotals = Record<DropReason, number>;

/** Visits answered 202 and not stored, by reason (shown in /health). */
export interface DropCounters {
  count(reason: DropReason): void;
  /** All instances' totals with REDIS_URL (since the key was created), else this process's. */
  totals(): Promise<DropTotals>;
}

const REASONS: DropReason[] = ['bot', 'doNotTrack', 'globalPrivacyControl'];

export default fp(async (fastify) => {
  const { redis } = fastify;
  const local: DropTotals = { bot: 0, doNotTrack: 0, globalPrivacyControl: 0 };
  const key = `${fastify.config.redisKeyPrefix}dropped`;
  const counters: DropCounters = {
    count(reason) {
      local[reason] += 1;
      // Not awaited: the 202 never waits for Redis; a count lost in an outage is only a count.
      redis?.hincrby(key, reason, 1).catch((error: unknown) => {
        fastify.log.debug({ err: error }, 'drop counter not shared (Redis unavailable)');
      });
    },
    async totals() {
      if (!redis) return { ...local };
      try {
        const stored = await redis.hgetall(key);
        return Object.fromEntries(
          REASONS.map((reason) => [reason, Number(stored[reason] ?? 0)]),
        ) as DropTotals;
      } catch (error) {
        fastify.log.warn({ err: error }, 'shared drop counters unavailable: this instance only');
        return { ...local };
      }
    },
  };
  fastify.decorate('dropped', counters);
});
