import fp from 'fastify-plugin';

/** Says at start-up when admin calls are open without a token, to this machine only. */
export default fp(async (fastify) => {
  if (fastify.config.adminToken !== null) return;
  fastify.log.warn(
    'ADMIN_TOKEN is not set: search and export answer only loopback connections on this ' +
      'machine that carry no proxy headers. Set ADMIN_TOKEN to call them from anywhere else.',
  );
});
