'use strict';

/**
 * Headers a client may send about the way its request came; only a proxy
 * the API trusts may say that, so the development proxy drops them and
 * names the address it saw itself (the shell's server drops the same list).
 */
const CLIENT_FORWARDING_HEADERS = require('@pawapuri/shared/http/client-forwarding-headers.json');

/**
 * webpack dev server's proxy for `npm run dev`: `/api/` on each dev server's
 * origin forwarded to the visitor API at `upstream` (API_UPSTREAM, an
 * http(s) origin), so pages in development reach the API on their own
 * origin as they do in production. No upstream: no proxy.
 */
function devApiProxy(upstream = process.env.API_UPSTREAM) {
  if (!upstream) return undefined;
  const url = new URL(upstream);
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.username) {
    throw new Error(`API_UPSTREAM must be an http(s) origin, got "${upstream}"`);
  }
  return [
    {
      context: ['/api/'],
      target: url.origin,
      changeOrigin: true,
      onProxyReq(proxyRequest, request) {
        for (const name of CLIENT_FORWARDING_HEADERS) proxyRequest.removeHeader(name);
        proxyRequest.setHeader('x-forwarded-for', request.socket.remoteAddress ?? '');
      },
    },
  ];
}

module.exports = { devApiProxy, CLIENT_FORWARDING_HEADERS };
