import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/*
 * A request never waits for Redis to come back: commands fail at once while
 * it is unreachable (no offline queue, no retries) and after 250 ms if it
 * hangs, and the callers go on without it (fail open, README: Several
 * instances). ioredis keeps reconnecting in the background.
 */
const COMMAND_TIMEOUT_MS = 250;
const CONNECT_TIMEOUT_MS = 2_000;

/**
 * The shared Redis client (`fastify.redis`) when REDIS_URL is set, else null.
 * Start-up fails if Redis cannot be reached then: instances that silently kept
 * their limits to themselves would multiply every limit by their number.
 */
export default fp(async (fastify) => {
  const url = fastify.config.redisUrl;
  if (url === null) {
    fastify.decorate('redis', null);
    return;
  }
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
  });
  let reported = false;
  client.on('error', (error: Error) => {
    // One line per outage, not one per reconnection attempt.
    if (reported) return;
    reported = true;
    fastify.log.warn(
      { err: error },
      'Redis unreachable: rate limits and drop counters run without it until it is back',
    );
  });
  client.on('ready', () => {
    if (reported) fastify.log.warn('Redis reachable again');
    reported = false;
  });
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new Error(
      `REDIS_URL is set but Redis does not answer (${(error as Error).message}); ` +
        'start Redis or unset REDIS_URL to keep limits in memory',
    );
  }
  fastify.decorate('redis', client);
  fastify.addHook('onClose', async () => {
    client.disconnect();
  });
});
