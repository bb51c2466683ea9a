import { get, hostileCase } from './request.mjs';

/** Body size the forwarder refuses: one byte over the API's largest limit (256 KB). */
const OVER_LIMIT = 256 * 1024 + 1;

/**
 * The /api/ forwarder (API_UPSTREAM): paths that climb out of /api/, a
 * client's claims about its address, hop-by-hop headers, oversized bodies.
 * `context.api` is the fake API (fake-api.mjs), which keeps what reached it.
 */
export function apiCases(context) {
  const { api } = context;
  const sentSince = (before) => api.received.slice(before);
  /** A case whose check also looks at what the API was sent by it. */
  const forwarded = (name, bytes, expect, inspect) => {
    let before = 0;
    return hostileCase('api', name, bytes, expect, {
      before: () => (before = api.received.length),
      check: (answer) => inspect?.(sentSince(before), answer),
    });
  };
  const outsideApi = (sent) =>
    sent.some((request) => !request.url.startsWith('/api/') || /\/\.\.?(\/|$)/.test(request.url))
      ? `the API was sent ${sent.map((request) => request.url).join(', ')}`
      : undefined;
  const climbs = [
    '/api/../remotes.json',
    '/api/%2e%2e/health',
    '/api/%2E%2E%2Fhealth',
    '/api/..%2f..%2fetc/passwd',
    '/api/content/..\\..\\health',
    '/api/./health',
    '/api/%00',
    '/api/%zz',
  ];
  return [
    ...climbs.map((target) =>
      forwarded(`path ${target}`, get(context, target), 'refuse', outsideApi),
    ),
    forwarded(
      'X-Forwarded-For, Forwarded and X-Real-IP claimed by the client',
      get(context, '/api/visitors/statistics', [
        ['X-Forwarded-For', '198.51.100.1, 10.0.0.1'],
        ['Forwarded', 'for=198.51.100.1;proto=https'],
        ['X-Real-IP', '198.51.100.1'],
        ['X-Forwarded-Host', context.foreign],
      ]),
      'accept',
      (sent) => {
        const headers = sent[0]?.headers ?? {};
        if (headers['x-forwarded-for'] !== '127.0.0.1')
          return `the API was told the client is ${headers['x-forwarded-for']}`;
        if (headers.forwarded || headers['x-real-ip'] || headers['x-forwarded-host'])
          return 'a client-claimed forwarding header reached the API';
        return undefined;
      },
    ),
    forwarded(
      'hop-by-hop headers and one the client lists in Connection',
      requestWith(context, '/api/visitors/statistics', [
        ['Connection', 'close, X-Secret'],
        ['X-Secret', 'strip me'],
        ['Proxy-Authorization', 'Basic Zm9vOmJhcg=='],
        ['Keep-Alive', 'timeout=600'],
        ['TE', 'trailers'],
      ]),
      'accept',
      (sent) => {
        const headers = sent[0]?.headers ?? {};
        const leaked = ['x-secret', 'proxy-authorization', 'keep-alive', 'te'].filter(
          (name) => headers[name] !== undefined,
        );
        return leaked.length ? `reached the API: ${leaked.join(', ')}` : undefined;
      },
    ),
    forwarded(
      'a body over the API’s largest limit',
      get(
        context,
        '/api/keepers/content/draft',
        [['Content-Type', 'application/json']],
        'PUT',
        'x'.repeat(OVER_LIMIT),
      ),
      'refuse',
      (sent) => (sent.length ? 'the body reached the API' : undefined),
    ),
    forwarded(
      'Host of the foreign host on /api/',
      get(context, '/api/keepers/me', [['Host', context.foreign]]),
      'refuse',
      (sent) => (sent.length ? 'forwarded for a foreign Host' : undefined),
    ),
    forwarded(
      'Upgrade: websocket on /api/',
      get(context, '/api/visitors/statistics', [['Upgrade', 'websocket']]),
      'either',
      (sent) =>
        sent.some((request) => request.headers.upgrade) ? 'Upgrade reached the API' : undefined,
    ),
  ];
}

/** A GET whose Connection header is the case's own (get() adds `Connection: close`). */
function requestWith(context, target, headers) {
  return Buffer.from(
    [`GET ${target} HTTP/1.1`, `Host: ${context.host}`, ...headers.map(([n, v]) => `${n}: ${v}`)]
      .join('\r\n')
      .concat('\r\n\r\n'),
    'latin1',
  );
}
