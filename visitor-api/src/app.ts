import type http from 'node:http';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import type { Config } from './config';
import { systemClock, type Clock } from './time/clock';
import { AJV_FORMATS } from './input/text-input';
import type { VisitRepository } from './db/visit-repository';
import { ErrorBody } from '@pawapuri/shared/contract';
import { loggerOptions } from './privacy/logger-options';
import cors from './plugins/external/cors';
import helmet from './plugins/external/helmet';
import rateLimit from './plugins/external/rate-limit';
import redis from './plugins/external/redis';
import globalCeiling from './plugins/app/global-ceiling';
import errorHandler from './plugins/app/error-handler';
import jsonBody from './plugins/app/json-body';
import notFound from './plugins/app/not-found';
import dropCounters from './plugins/app/drop-counters';
import location from './plugins/app/location';
import repository from './plugins/app/repository';
import retention from './plugins/app/retention';
import mailReports from './plugins/app/mail';
import keepers from './plugins/app/keepers';
import keeperRoutes from './routes/keepers';
import siteContent from './content/content-plugin';
import publicContent from './routes/content/public-content';
import keeperContent from './routes/content/keeper-content';
import festivalCalendar from './calendar/calendar-routes';
import sharedDashboard from './routes/shared';
import health from './routes/health';
import cspReports from './routes/csp-reports';
import visitors from './routes/visitors';
import track from './routes/visitors/track';
import events from './routes/visitors/events';
import eventStore from './plugins/app/events';
import { fastifyTrustProxy } from './access/trust-proxy';
import './types/fastify';

export interface AppOptions {
  config: Config;
  clock?: Clock;
  repository?: VisitRepository;
}

/** Fastify's own settings, which must be given when the instance is created. */
export function serverOptions(config: Config): FastifyHttpOptions<http.Server> {
  return {
    logger: loggerOptions(config.logLevel),
    bodyLimit: config.bodyLimitBytes,
    // A session id in a path (at most 128 characters, 3 each when percent-encoded).
    routerOptions: { maxParamLength: 3 * 128 },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Slow clients are cut off: a request must arrive whole within requestTimeout
    // (headers within headersTimeout), a silent socket closes after connectionTimeout.
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.connectionMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    http: {
      requestTimeout: config.timeouts.requestMs,
      headersTimeout: config.timeouts.headersMs,
      // Node checks those two timeouts on this interval (30 s by default).
      connectionsCheckingInterval: Math.min(1_000, config.timeouts.headersMs),
    },
    // Strings stay strings: a number where text belongs is a 400, not silently converted.
    // An unknown field is a 400 naming it, not silently dropped (Fastify's default).
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, formats: AJV_FORMATS } },
    // Responses that repeat the query (the dashboard's filters) carry the same formats.
    serializerOpts: { ajv: { formats: AJV_FORMATS } },
  };
}

/**
 * The application as a plugin: configuration, external plugins, the
 * repository, then routes (fastify/demo's order).
 */
export default async function app(fastify: FastifyInstance, options: AppOptions): Promise<void> {
  fastify.decorate('config', options.config);
  fastify.decorate('clock', options.clock ?? systemClock);
  fastify.addSchema(ErrorBody);

  await fastify.register(errorHandler);
  await fastify.register(jsonBody);
  await fastify.register(cors);
  await fastify.register(globalCeiling);
  await fastify.register(redis);
  await fastify.register(rateLimit);

  await fastify.register(dropCounters);
  await fastify.register(location);
  await fastify.register(repository, options.repository ? { repository: options.repository } : {});
  await fastify.register(eventStore);
  await fastify.register(keepers);
  await fastify.register(siteContent);
  await fastify.register(retention);
  await fastify.register(mailReports);

  // The hottest route answers beacons with a JSON 201: it sits outside helmet's
  // scope, because helmet's per-request hooks ran (~5 µs a request, ~10 % of
  // track's throughput) even with `helmet: false` on the route.
  await fastify.register(track, { prefix: '/api/visitors' });
  // Events come as beacons too, when a tap leaves the page.
  await fastify.register(events, { prefix: '/api/visitors' });
  // Every other answer, 404s included, gets helmet's security headers.
  await fastify.register(async (secured) => {
    await secured.register(helmet);
    await secured.register(notFound);
    await secured.register(health);
    await secured.register(cspReports);
    await secured.register(visitors, { prefix: '/api/visitors' });
    await secured.register(keeperRoutes, { prefix: '/api/keepers' });
    await secured.register(publicContent, { prefix: '/api/content' });
    await secured.register(festivalCalendar, { prefix: '/api/content' });
    await secured.register(keeperContent, { prefix: '/api/keepers/content' });
    await secured.register(sharedDashboard, { prefix: '/api/shared' });
  });
}
