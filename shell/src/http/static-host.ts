import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { plain, registerBuildFiles, requestPath } from './build-files';
import { isPage, REVALIDATE } from './cache-control';
import { commaList } from './host-names';
import { isPublicFile } from './public-files';
import { SITE_SETTINGS_FILE, siteSettingsJson } from './site-settings-file';
import type { StaticHostSettings } from './static-host-settings';

/**
 * A remote's static host, as `npm start` runs one per remote: its build's
 * files with the site's cache headers, CORS so the shell's pages on another
 * origin can load them, precompressed copies, correct Range handling, and
 * its index.html for page paths (the remote's standalone frame), and that
 * frame's run-time settings at /site-settings.json when API_URL is set. Its
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

  await registerBuildFiles(app, root);

  // The standalone frame's run-time settings: a page a static host serves as built carries none.
  if (settings.API_URL) {
    const siteSettings = siteSettingsJson(settings.API_URL);
    app.get(SITE_SETTINGS_FILE, async (_request, reply) =>
      reply.header('Cache-Control', REVALIDATE).type('application/json').send(siteSettings),
    );
  }

  app.get('/*', async (request, reply) => {
    const path = requestPath(request.raw.url ?? '/');
    if (!path) return plain(reply, 400, 'The path is not valid.');
    if (isPage(path.decoded)) return reply.sendFile('index.html');
    const serverBuild = { serverBuild: true };
    if (!isPublicFile(path.decoded, settings.SERVE_SOURCE_MAPS, serverBuild))
      return reply.callNotFound();
    return reply.sendFile(path.raw);
  });
  return app;
}
