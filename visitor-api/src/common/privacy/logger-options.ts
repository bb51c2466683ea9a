import type { FastifyServerOptions } from 'fastify';

/** Fastify's logger settings (pino's options with Fastify's serializers). */
export type LoggerSettings = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Query parameters whose values say nothing about a person or a secret (kept in the log). */
const PLAIN_QUERY_KEYS = new Set(['format', 'startDate', 'endDate']);

/** What the request serializer is handed (a Fastify request at run time). */
interface LoggedRequest {
  method?: string | undefined;
  url?: string | undefined;
  /** Present once the request is routed: `url` is then the route's pattern. */
  routeOptions?: { url?: string | undefined } | undefined;
}

/**
 * The request line as it may be logged: the route's pattern when one matched
 * (`/api/visitors/sessions/:sessionId`, so a path parameter never reaches the
 * log), otherwise the path; every query value but the plain ones replaced, so
 * a `?token=` or a filter value is never written down.
 */
export function loggableUrl(request: LoggedRequest): string {
  const raw = request.url ?? '';
  const mark = raw.indexOf('?');
  const path = request.routeOptions?.url ?? (mark === -1 ? raw : raw.slice(0, mark));
  if (mark === -1) return path;
  const query = [...new URLSearchParams(raw.slice(mark + 1))]
    .map(([key, value]) => `${key}=${PLAIN_QUERY_KEYS.has(key) ? value : '[redacted]'}`)
    .join('&');
  return query === '' ? path : `${path}?${query}`;
}

/**
 * pino settings: requests are logged by method and route, never with the
 * client's address, port or headers (an IP address is personal data, an
 * Authorization header a secret). `redact` is a second net for any object a
 * handler might log with headers in it.
 */
export function loggerOptions(level: string): LoggerSettings {
  return {
    level,
    serializers: {
      req: (request: LoggedRequest) => ({ method: request.method, url: loggableUrl(request) }),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-forwarded-for"]',
        'headers.authorization',
        'headers.cookie',
        'headers["x-forwarded-for"]',
      ],
      censor: '[redacted]',
    },
  };
}
