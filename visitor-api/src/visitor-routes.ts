import type { FastifyPluginAsync } from 'fastify';
import statistics from './statistics/statistics-route';
import analytics from './statistics/analytics-route';
import dashboard from './dashboard/dashboard-route';
import reports from './reports/reports-route';
import search from './search/search-route';
import exportRoute from './export/export-route';
import eraseSession from './visits/erase-session-route';
import eraseMyVisits from './visits/erase-my-visits-route';
import eventNames from './events/event-names-route';
import goals from './goals/goals-route';
import annotations from './annotations/annotations-route';

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
  await fastify.register(eraseMyVisits);
  await fastify.register(eventNames);
  await fastify.register(goals);
  await fastify.register(annotations);
};

export default visitors;
