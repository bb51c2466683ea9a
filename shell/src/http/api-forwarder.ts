import replyFrom from '@fastify/reply-from';
import clientForwardingHeaders from '@pawapuri/shared/http/client-forwarding-headers.json';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The prefix of every visitor API route pages call; nothing else is forwarded. */
export const API_PREFIX = '/api/';

/**
 * The largest body the visitor API accepts on any route (a keeper's content
 * draft, 256 KB): a bigger one is answered 413 here, before it is read whole.
 */
export const FORWARDED_BODY_LIMIT_BYTES = 256 * 1024;

const FORWARDED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * What a client says about the way its request came, which only a proxy the
 * API trusts may say: dropped, then X-Forwarded-For set to the address this
 * server saw (replaced, never appended, as nginx in front does).
 */
const CLIENT_FORWARDING_HEADERS: readonly string[] = clientForwardingHeaders;

/**
 * Headers of one connection (RFC 9110 §7.6.1), never passed on either way;
 * @fastify/reply-from also drops those a Connection header lists.
 */
const HOP_BY_HOP_HEADERS = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

/** `headers` without the hop-by-hop ones and those named in `dropped`. */
function without<T extends Record<string, unknown>>(
  headers: T,
  dropped: readonly string[] = [],
): T {
  const kept = { ...headers };
  for (const name of [...HOP_BY_HOP_HEADERS, ...dropped]) delete kept[name];
  return kept;
}

/** Seconds a client is asked to wait when the API cannot be reached. */
const UNREACHABLE_RETRY_SECONDS = 5;

/**
 * Whether `target` (a request target as sent) names a path under /api/ that
 * stays there once resolved: no `..` or `.` segments (also percent-encoded),
 * no backslashes (read as `/` by URL parsers), nothing that is not a path.
 */
export function forwardablePath(target: string): boolean {
  const queryAt = target.indexOf('?');
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  if (!rawPath.startsWith(API_PREFIX) || rawPath.includes('\\')) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return false;
  }
  if (decoded.includes('\\') || decoded.includes('\0')) return false;
  return !decoded.split('/').some((segment) => segment === '..' || segment === '.');
}

function jsonError(reply: FastifyReply, status: number, error: string, message: string) {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ statusCode: status, error, message });
}

/**
 * Forwards `/api/…` to the visitor API at `upstream` (API_UPSTREAM), so
 * pages reach it on the site's own origin as they do behind nginx in
 * production: the keeper's cookie is first-party, the calendar links are
 * this origin's, and connect-src stays 'self'. The API's answers pass
 * through as it sends them (hop-by-hop headers dropped by
 * @fastify/reply-from); a body is read up to the API's largest limit.
 */
export async function registerApiForwarder(app: FastifyInstance, upstream: string): Promise<void> {
  await app.register(async (api) => {
    await api.register(replyFrom, {
      base: upstream,
      disableRequestLogging: true,
      // The API's own limits apply; these only bound a hung API.
      undici: { connections: 128, headersTimeout: 60_000, bodyTimeout: 120_000 },
    });
    // Bodies are forwarded as received (bytes), never parsed here.
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    api.route({
      method: [...FORWARDED_METHODS],
      url: `${API_PREFIX}*`,
      bodyLimit: FORWARDED_BODY_LIMIT_BYTES,
      handler: (request: FastifyRequest, reply: FastifyReply) => {
        const target = request.raw.url ?? '';
        if (!forwardablePath(target)) {
          return jsonError(reply, 400, 'Bad Request', 'The path is not a visitor API path.');
        }
        // The bytes received, as received (left to the library, a JSON body would be encoded again).
        const body =
          Buffer.isBuffer(request.body) && request.body.length ? request.body : undefined;
        return reply.from(target, {
          ...(body && {
            body,
            contentType: request.headers['content-type'] ?? 'application/octet-stream',
          }),
          rewriteRequestHeaders: (_request, headers) => ({
            ...without(headers, CLIENT_FORWARDING_HEADERS),
            // The address this server saw: it has no proxy of its own to trust.
            'x-forwarded-for': request.socket.remoteAddress ?? '',
          }),
          rewriteHeaders: (headers) => without(headers),
          // `reply` is the reply the library hands back here.
          onError: (_forwarded, { error }) => {
            const status = (error as { statusCode?: number }).statusCode ?? 502;
            request.log.warn({ err: error }, 'the visitor API did not answer a forwarded request');
            const unreachable = status >= 500;
            if (unreachable) reply.header('Retry-After', String(UNREACHABLE_RETRY_SECONDS));
            void jsonError(
              reply,
              unreachable ? 503 : status,
              unreachable ? 'Service Unavailable' : 'Bad Request',
              unreachable
                ? 'The visitor API cannot be reached just now.'
                : 'The request could not be forwarded.',
            );
          },
        });
      },
    });
  });
}
