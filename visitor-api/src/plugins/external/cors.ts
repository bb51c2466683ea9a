import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** Only the site's own origins may call the API from a browser. */
export default fp(async (fastify) => {
  await fastify.register(cors, {
    origin: fastify.config.corsOrigins,
    methods: ['GET', 'POST', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    // The shared client reads the export's file name from it.
    exposedHeaders: ['Content-Disposition'],
    maxAge: 600,
  });
});
