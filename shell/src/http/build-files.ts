import { STATUS_CODES } from 'node:http';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cacheControlFor } from './cache-control';

/**
 * Serves files of a build folder through `reply.sendFile` (@fastify/static:
 * Range, ETag, precompressed .br/.gz copies, no dotfiles, no directory
 * listing) with the site's cache headers. What is not found is a plain 404;
 * an error a plain status text (never its message, which may repeat the
 * request), logged when it is the server's own.
 */
export async function registerBuildFiles(app: FastifyInstance, root: string): Promise<void> {
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
  app.setNotFoundHandler((_request, reply) => plain(reply, 404, 'Not found'));
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = errorStatus(error);
    if (status === 500) request.log.error({ err: error }, 'answering failed');
    return plain(reply, status, STATUS_CODES[status] ?? 'Error');
  });
}

/**
 * The status an error is answered with: a refusal of the request (4xx) as
 * it is, and 503 as it is, since that is the server shedding load (with the
 * Retry-After the load check set) and a client should come back; anything
 * else is the server's own fault, a 500.
 */
export function errorStatus(error: { statusCode?: number }): number {
  const code = error.statusCode ?? 500;
  return (code >= 400 && code < 500) || code === 503 ? code : 500;
}

/** A short plain-text answer. */
export function plain(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply.code(status).type('text/plain; charset=utf-8').send(text);
}

/**
 * The path of a request target as sent (what @fastify/static decodes itself)
 * and decoded (what decisions are made on, so no percent-encoding slips
 * past), with the query; null when its percent-encoding is broken.
 */
export function requestPath(target: string): { raw: string; decoded: string } | null {
  const raw = target.split('?', 1)[0] ?? '/';
  try {
    return { raw, decoded: decodeURIComponent(raw) };
  } catch {
    return null;
  }
}
