import type { FastifyPluginAsync } from 'fastify';
import statistics from './statistics';
import analytics from './analytics';
import dashboard from './dashboard';
import reports from './reports';
import search from './search';
import exportRoute from './export';
import eraseSession from './erase-session';
import eventNames from './event-names';
import goals from './goals';
import annotations from './annotations';

/** Every /api/visitors route but track and events, which app.ts registers outside helmet's scope. */
const visitors: FastifyPluginAsync = async (fastify) => {
  await fastify.register(statistics);
  await fastify.register(analytics);
  await fastify.register(dashboard);
  await fastify.register(reports, {
    readDashboard: (query, { breakdownRows }) =>
      fastify.visits.dashboard(query, { now: fastify.clock(), breakdownRows }),
  });
  await fastify.register(search);
  await fastify.register(exportRoute);
  await fastify.register(eraseSession);
  await fastify.register(eventNames);
  await fastify.register(goals);
  await fastify.register(annotations);
};

export default visitors;
