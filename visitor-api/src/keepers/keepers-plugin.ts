import fp from 'fastify-plugin';
import { createKeeperStore } from './store/keeper-store';
import { databaseSessionStore } from './database-session-store';
import { redisSessionStore } from './redis-session-store';
import { memoryFailureStore, redisFailureStore } from './sign-in-throttle';
import type { Actor } from './actor';
import { passwordCheckGate } from './password-check-gate';

/**
 * The keeper side: accounts in the visits' database; sessions and sign-in
 * failures there and in memory, or in Redis when REDIS_URL is set so that
 * every instance shares them.
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
    passwordChecks: passwordCheckGate(config.keepers.passwordChecksAtOnce),
    async accountsExist() {
      // Accounts are disabled, never deleted: once one exists, it always will.
      exist ||= (await store.countAccounts()) > 0;
      return exist;
    },
  });
  fastify.decorateRequest('keeper', null as Actor | null);
});
