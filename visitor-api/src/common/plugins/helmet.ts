import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Security headers; the API serves no HTML, so the strictest defaults fit. */
export default fp(async (fastify) => {
  await fastify.register(helmet, { global: true });
});
