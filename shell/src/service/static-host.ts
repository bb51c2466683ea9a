import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { cacheControlFor, isPage } from './cache-control';
import { commaList } from './host-names';
import { isPublicFile } from './public-files';
import type { StaticHostSettings } from './static-host-settings';

/**
 * A remote's static host, as `npm start` runs one per remote: its build's
 * files with the site's cache headers, CORS so the shell's pages on another
 * origin can load them, precompressed copies, correct Range handling, and
 * its index.html for page paths (the remote's standalone frame). Its
 * `server/` folder stays public: it holds the same code as the browser build,
 * and the shell's server fetches it from here.
 */
export async function buildStaticHost(
  settings: StaticHostSettings,
  logger: FastifyServerOptions['logger'] = { level: 'warn' },
): Promise<FastifyInstance> {
  const root = path.resolve(settings.STATIC_DIR);
  const origins = settings.CORS_ORIGINS === '*' ? null : new Set(commaList(settings.CORS_ORIGINS));
  const app = Fastify({
    logger,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024,
    requestTimeout: 10_000,
    connectionTimeout: 30_000,
    return503OnClosing: true,
  });

  await app.register(fastifyHelmet, {
    global: true,
    // Files, not pages: the standalone frame's page headers come from the proxy in front.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origins) reply.header('Access-Control-Allow-Origin', '*');
    else {
      reply.header('Vary', 'Origin');
      if (origin && origins.has(origin)) reply.header('Access-Control-Allow-Origin', origin);
    }
  });

  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'deny',
    index: false,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControlFor(filePath));
    },
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).type('text/plain; charset=utf-8').send('Not found'),
  );

  app.get('/*', async (request, reply) => {
    const target = request.raw.url ?? '/';
    const rawPath = target.split('?', 1)[0] ?? '/';
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return reply.code(400).type('text/plain; charset=utf-8').send('The path is not valid.');
    }
    if (isPage(pathname)) return reply.sendFile('index.html');
    if (!isPublicFile(pathname, settings.SERVE_SOURCE_MAPS, { serverBuild: true }))
      return reply.callNotFound();
    return reply.sendFile(rawPath);
  });
  return app;
}
