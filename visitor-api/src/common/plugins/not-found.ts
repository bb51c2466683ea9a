import fp from 'fastify-plugin';
import { errorBody } from '../http/http-error';

/**
 * 404s in the usual error shape. Registered inside helmet's scope (see app.ts),
 * so they carry the security headers like every answer but track's.
 */
export default fp(async (fastify) => {
  fastify.setNotFoundHandler((request, reply) => {
    return reply.code(404).send(errorBody(404, `No route ${request.method} ${request.url}`));
  });
});
