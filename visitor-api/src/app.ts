import type http from 'node:http';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import type { Config } from './common/settings/config';
import { systemClock, type Clock } from './common/time/clock';
import { AJV_FORMATS } from './common/input/text-input';
import type { VisitRepository } from './visit-store/visit-repository';
import { ErrorBody } from '@pawapuri/shared/contract';
import { loggerOptions } from './common/privacy/logger-options';
import cors from './common/plugins/cors';
import helmet from './common/plugins/helmet';
import rateLimit from './common/plugins/rate-limit';
import redis from './common/plugins/redis';
import globalCeiling from './common/plugins/global-ceiling';
import errorHandler from './common/plugins/error-handler';
import jsonBody from './common/plugins/json-body';
import notFound from './common/plugins/not-found';
import dropCounters from './visits/drop-counters';
import location from './location/location-plugin';
import repository from './visit-store/repository-plugin';
import retention from './visits/retention';
import auditRetention from './keepers/audit-retention';
import barrierRetention from './accessibility/barrier-retention';
import mailReports from './mail/mail-plugin';
import keepers from './keepers/keepers-plugin';
import keeperRoutes from './keeper-routes';
import siteContent from './content/content-plugin';
import publicContent from './content/routes/public-content';
import keeperContent from './content/routes/keeper-content';
import photos from './photos/photos-routes';
import media from './photos/media-route';
import festivalCalendar from './calendar/calendar-routes';
import sharedDashboard from './share-links/shared-dashboard-route';
import health from './health/health';
import cspReports from './csp-reports/csp-reports';
import visitors from './visitor-routes';
import track from './visits/track';
import { barrierReports } from './accessibility/barrier-routes';
import events from './events/events-route';
import eventStore from './events/event-store-plugin';
import { fastifyTrustProxy } from './common/access/trust-proxy';
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
    // Start reads the IP-location database (about 130 MB) into memory and
    // migrates the schema: on a busy or slow host that outlasts Fastify's 10 s
    // default for one plugin, and the API would refuse to start though nothing
    // is wrong. A start that truly hangs is still stopped, after a minute.
    pluginTimeout: 60_000,
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
  await fastify.register(auditRetention);
  await fastify.register(barrierRetention);
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
    await secured.register(photos, { prefix: '/api/keepers/media' });
    await secured.register(media, { prefix: '/api/media' });
    await secured.register(sharedDashboard, { prefix: '/api/shared' });
    await secured.register(barrierReports, { prefix: '/api/accessibility' });
  });
}
