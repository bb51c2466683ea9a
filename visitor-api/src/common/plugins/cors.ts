import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const COMMON: FastifyCorsOptions = {
  methods: ['GET', 'POST', 'PUT', 'DELETE'],
  // If-None-Match: the published content is revalidated with its ETag.
  // X-Share-*: a share link's token and password grant (share-links/shared-dashboard-route.ts).
  allowedHeaders: [
    'Content-Type',
    'Authorization',
    'If-None-Match',
    'X-Share-Token',
    'X-Share-Grant',
  ],
  // The shared client reads the export's file name, the content's ETag, and
  // how long a 429 or 503 asks it to wait (the keeper sign-in says so).
  exposedHeaders: ['Content-Disposition', 'ETag', 'Retry-After'],
  maxAge: 600,
};

/**
 * Only the site's own origins may call the API from a browser, and only the
 * keeper origins with credentials (the session cookie): any other page's
 * script gets an answer it cannot read, and sends no cookie it could use.
 */
export default fp(async (fastify) => {
  const { corsOrigins, keepers } = fastify.config;
  const keeperOrigins = new Set(keepers.origins);
  const keeper: FastifyCorsOptions = { ...COMMON, origin: true, credentials: true };
  const site: FastifyCorsOptions = { ...COMMON, origin: corsOrigins, credentials: false };
  await fastify.register(cors, () => async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    return typeof origin === 'string' && keeperOrigins.has(origin) ? keeper : site;
  });
});
