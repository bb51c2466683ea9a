import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { errorBody } from '../../lib/http-error';

/** Per-client limits, set on each route (track loose, export tight). */
export default fp(async (fastify) => {
  await fastify.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      ...errorBody(429, `Rate limit exceeded: ${context.max} requests per ${context.after}`),
    }),
  });
});
