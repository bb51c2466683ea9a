import type { FastifyPluginAsync } from 'fastify';
import track from './track';
import statistics from './statistics';
import analytics from './analytics';
import search from './search';
import exportRoute from './export';

/** Every /api/visitors route. */
const visitors: FastifyPluginAsync = async (fastify) => {
  await fastify.register(track);
  await fastify.register(statistics);
  await fastify.register(analytics);
  await fastify.register(search);
  await fastify.register(exportRoute);
};

export default visitors;
