import { get, hostileCase } from './request.mjs';

/** Methods a site does not serve, and bodies sent to pages. */
export function methodCases(context) {
  const method = (name, verb, expect, target = '/donate', body = '') =>
    hostileCase('method', name, get(context, target, [], verb, body), expect);
  return [
    method('HEAD', 'HEAD', 'accept'),
    method('OPTIONS', 'OPTIONS', 'either'),
    method('OPTIONS *', 'OPTIONS', 'either', '*'),
    method('TRACE', 'TRACE', 'refuse'),
    method('TRACK', 'TRACK', 'refuse'),
    method('CONNECT to the foreign host', 'CONNECT', 'refuse', context.foreign),
    method('DELETE', 'DELETE', 'refuse'),
    method('PUT with a body', 'PUT', 'refuse', '/donate', 'x'.repeat(1_000)),
    method('PATCH', 'PATCH', 'refuse'),
    method('POST with 1 MB', 'POST', 'refuse', '/donate', 'x'.repeat(1_000_000)),
    method('POST on a static file', 'POST', 'refuse', context.asset, '{}'),
    method('PROPFIND', 'PROPFIND', 'refuse'),
    method('unknown method FOO', 'FOO', 'refuse'),
    method('lower-case get', 'get', 'refuse'),
    method('method of 1,000 letters', 'G'.repeat(1_000), 'refuse'),
  ];
}
