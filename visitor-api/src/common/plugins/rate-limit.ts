import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { rateLimitKey } from '../access/client-address';
import { durationText, retryText } from '../http/duration-text';
import { errorBody } from '../http/http-error';

export const AUTH_FAILURE_WINDOW_MS = 3_600_000;

/** The route's window as written in its config ('1 minute') or in ms. */
function windowText(request: FastifyRequest): string {
  const options = request.routeOptions.config.rateLimit;
  const window = options ? options.timeWindow : undefined;
  if (typeof window === 'number') return durationText(window);
  if (typeof window === 'string') return window;
  return 'its window';
}

/**
 * Per-client limits, set on each route (track loose, export tight), counted
 * per IPv4 address or IPv6 /64 (rateLimitKey). With REDIS_URL the counts live
 * in Redis, so every instance sees the same ones; if Redis fails the request
 * is let through (skipOnError): a lost visit costs more than a missed limit.
 */
export default fp(async (fastify) => {
  const { config, redis } = fastify;
  await fastify.register(rateLimit, {
    global: false,
    keyGenerator: rateLimitKey,
    skipOnError: true,
    ...(redis ? { redis, nameSpace: `${config.redisKeyPrefix}rate-limit:` } : {}),
    errorResponseBuilder: (request, context) => ({
      ...errorBody(
        429,
        `Rate limit exceeded: ${context.max} requests per ${windowText(request)}; retry in ${retryText(context.ttl)}`,
      ),
    }),
  });

  // Failed admin authentications, counted apart from the routes' own limits so
  // that a neighbour guessing tokens never uses up an admin's quota.
  fastify.decorate(
    'adminFailures',
    fastify.createRateLimit({
      max: config.rateLimit.authFailuresPerHour,
      timeWindow: AUTH_FAILURE_WINDOW_MS,
      keyGenerator: (request) => `admin-auth-failure:${rateLimitKey(request)}`,
    }),
  );
});
