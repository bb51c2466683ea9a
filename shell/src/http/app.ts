import fastifyHelmet from '@fastify/helmet';
import underPressure from '@fastify/under-pressure';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerApiForwarder } from './api-forwarder';
import { registerBuildFiles, plain, requestPath } from './build-files';
import { isPage, REVALIDATE, SHORT } from './cache-control';
import { createCompressedPages } from './compressed-pages';
import type { PageRenderer } from './render-library';
import { sendPage } from './page-reply';
import { isPublicFile } from './public-files';
import type { ContentSnapshot } from './content-source';
import type { RemotesSnapshot } from './remotes-source';
import { checkRequest } from './request-check';
import { extraHeaders, helmetOptions } from './security-headers';
import { SITE_SETTINGS_FILE, siteSettingsJson } from './site-settings-file';
import type { Settings } from './settings';
import type { SharedAssets } from './shell-assets';

export interface ServiceParts {
  settings: Settings;
  /** The shell's browser build (its dist folder). */
  distDir: string;
  renderer: PageRenderer;
  remotes: { current(): RemotesSnapshot };
  /** The published content pages are rendered with (absent: the seed content). */
  content?: { current(): ContentSnapshot };
  /** CSP hashes of the inline scripts the pages carry. */
  scriptHashes: readonly string[];
  logger?: FastifyServerOptions['logger'];
  /**
   * SHELL_ASSETS_DIR: the kept assets of this build (`own`) and the shell's
   * published versions, which answer for a kept asset this build lacks.
   */
  shellAssets?: { own: ReadonlySet<string>; shared: SharedAssets };
}

/** Nothing this server answers takes a body (the API's routes it forwards have their own limit). */
const BODY_LIMIT_BYTES = 1024;
const ANSWERED_METHODS = ['GET', 'HEAD'];
const OTHER_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * The shell's server: the shell's built files, its pages rendered per request
 * with the remotes REMOTES names, /remotes.json, /site-settings.json,
 * /sitemap.xml and /robots.txt, with the headers of a public site. Every request is first
 * checked (Host, target) and nothing is built from what it says about itself.
 */
export async function buildService(parts: ServiceParts): Promise<FastifyInstance> {
  const { settings, renderer, remotes } = parts;
  const app = Fastify({
    logger: parts.logger ?? { level: settings.logLevel },
    // Access logs belong to the proxy in front; a visitor's address is personal data.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: settings.timeouts.requestMs,
    connectionTimeout: settings.timeouts.connectionMs,
    keepAliveTimeout: settings.timeouts.keepAliveMs,
    return503OnClosing: true,
    // Node checks the header and request timeouts only this often (30 s by
    // default), so a client sending its headers slowly was cut up to 30 s
    // after its limit instead of about a second.
    http: { connectionsCheckingInterval: 1_000 },
  });
  app.server.headersTimeout = Math.min(settings.timeouts.requestMs, 60_000);

  // Whatever a request carries is read only up to the body limit, and used by nothing.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, null));

  app.addHook('onRequest', async (request, reply) => {
    const refusal = checkRequest(request.raw, settings.allowedHosts);
    if (!refusal) return;
    if (refusal.status === 301) {
      return reply
        .code(301)
        .header('Location', refusal.location)
        .header('Cache-Control', 'no-cache')
        .send();
    }
    return plain(reply, refusal.status, refusal.message);
  });

  await app.register(underPressure, {
    maxEventLoopDelay: settings.pressure.maxEventLoopDelayMs,
    maxRssBytes: settings.pressure.maxRssBytes,
    retryAfter: 10,
  });
  await app.register(
    fastifyHelmet,
    helmetOptions(settings, parts.scriptHashes, () => remotes.current().origins),
  );
  const extra = extraHeaders(settings);
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(extra);
  });

  await registerBuildFiles(app, parts.distDir);
  if (settings.apiUpstream) await registerApiForwarder(app, settings.apiUpstream);

  const compressedPages = createCompressedPages();

  app.get('/remotes.json', async (_request, reply) =>
    reply.header('Cache-Control', SHORT).type('application/json').send(remotes.current().text),
  );
  // The same settings as the pages carry, for a page on this origin served as built.
  const siteSettings = siteSettingsJson(settings.apiUrl);
  app.get(SITE_SETTINGS_FILE, async (_request, reply) =>
    reply.header('Cache-Control', REVALIDATE).type('application/json').send(siteSettings),
  );
  const searchFiles = {
    '/sitemap.xml': ['sitemap', 'application/xml'],
    '/robots.txt': ['robots', 'text/plain'],
  } as const;
  for (const [url, [kind, type]] of Object.entries(searchFiles)) {
    app.get(url, async (_request, reply) =>
      reply
        .header('Cache-Control', SHORT)
        .type(`${type}; charset=utf-8`)
        .send(renderer.searchFiles(remotes.current().text)[kind]),
    );
  }

  app.get('/*', async (request, reply) => {
    const target = request.raw.url ?? '/';
    const path = requestPath(target);
    if (!path) return plain(reply, 400, 'The path is not valid.');
    if (isPage(path.decoded)) {
      const page = await renderer.render(
        target,
        remotes.current().text,
        parts.content?.current().text ?? null,
      );
      return sendPage(request, reply, page, compressedPages);
    }
    if (!isPublicFile(path.decoded, settings.serveSourceMaps)) return reply.callNotFound();
    const elsewhere = await otherVersionOf(path.decoded.slice(1), parts.shellAssets);
    return elsewhere ? reply.sendFile(path.raw, elsewhere.root) : reply.sendFile(path.raw);
  });

  app.route({
    method: [...OTHER_METHODS],
    url: '/*',
    handler: async (_request, reply) =>
      plain(reply.header('Allow', ANSWERED_METHODS.join(', ')), 405, 'Method not allowed'),
  });

  return app;
}

/**
 * The published version folder to send a kept asset from when this build
 * lacks it: a page rendered by another instance (newer or older) behind the
 * same load balancer asks for its own build's chunks.
 */
async function otherVersionOf(file: string, shellAssets: ServiceParts['shellAssets']) {
  if (!shellAssets || shellAssets.own.has(file)) return null;
  return shellAssets.shared.find(file);
}
