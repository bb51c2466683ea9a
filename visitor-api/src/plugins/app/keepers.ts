import fp from 'fastify-plugin';
import { createKeeperStore } from '../../db/keepers/keeper-store';
import { databaseSessionStore } from '../../keepers/database-session-store';
import { redisSessionStore } from '../../keepers/redis-session-store';
import { memoryFailureStore, redisFailureStore } from '../../keepers/sign-in-throttle';
import type { Actor } from '../../keepers/actor';

/**
 * The keeper side: accounts in the visits' database; sessions and sign-in
 * failures there and in memory, or in Redis when REDIS_URL is set so that
 * every instance shares them. Says at start-up when ADMIN_TOKEN, the
 * deprecated bootstrap key, is still set.
 */
export default fp(async (fastify) => {
  const store = createKeeperStore(fastify.visits.database);
  const { redis, config } = fastify;
  let exist = false;
  fastify.decorate('keepers', {
    store,
    sessions: redis
      ? redisSessionStore(redis, config.redisKeyPrefix, fastify.clock)
      : databaseSessionStore(store),
    failures: redis ? redisFailureStore(redis, config.redisKeyPrefix) : memoryFailureStore(),
    async accountsExist() {
      // Accounts are disabled, never deleted: once one exists, it always will.
      exist ||= (await store.countAccounts()) > 0;
      return exist;
    },
  });
  fastify.decorateRequest('keeper', null as Actor | null);
  if (config.adminToken !== null) {
    fastify.log.warn(
      'ADMIN_TOKEN is set: it acts as an owner and is deprecated. Create owner accounts ' +
        '(npm run keeper -w visitor-api -- add <email> --role owner), give scripts API keys, then unset it.',
    );
  }
});
