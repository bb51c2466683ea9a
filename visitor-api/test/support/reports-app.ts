import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorBody } from '@pawapuri/shared/contract';
import { serverOptions } from '../../src/app';
import { loadConfig } from '../../src/common/settings/config';
import errorHandler from '../../src/common/plugins/error-handler';
import rateLimit from '../../src/common/plugins/rate-limit';
import redis from '../../src/common/plugins/redis';
import type { ReadDashboard } from '../../src/reports/read-dashboard';
import reports from '../../src/reports/reports-route';
import '../../src/types/fastify';

/**
 * The report routes on their own, under /api/visitors, with the app's server
 * settings (validation as in production), error handler and rate limits, and
 * `readDashboard` standing in for the database.
 */
export async function buildReportsApp(
  readDashboard: ReadDashboard,
  env: Record<string, string> = {},
  nowIso = '2026-11-23T06:30:00.000Z',
): Promise<FastifyInstance> {
  const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_PATH: ':memory:', ...env });
  const fastify = Fastify(serverOptions(config));
  await fastify.register(
    fp(async (app) => {
      app.decorate('config', config);
      app.decorate('clock', () => Date.parse(nowIso));
      app.addSchema(ErrorBody);
      await app.register(errorHandler);
      await app.register(redis);
      await app.register(rateLimit);
      await app.register(reports, { prefix: '/api/visitors', readDashboard });
    }),
  );
  await fastify.ready();
  return fastify;
}
