import { hostileCase } from './request.mjs';

/** A malformed request is refused at once; one kept open waits no longer than this. */
const SHORT = { timeoutMs: 3_000 };

/*
 * 'waits': a request that is still incomplete (a body promised, a request
 * line not yet ended) may be left waiting; the request timeout cuts it, as
 * the slow clients show.
 */

/** Request lines and framing that Node's client would never send. */
export function rawCases(context) {
  const { host } = context;
  const line = (name, requestLine, expect = 'refuse') =>
    hostileCase(
      'raw',
      name,
      `${requestLine}\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      expect,
      SHORT,
    );
  const raw = (name, text, expect = 'refuse') => hostileCase('raw', name, text, expect, SHORT);
  return [
    line('GET //[ HTTP/1.1', 'GET //[ HTTP/1.1', 'either'),
    line('GET /[ HTTP/1.1', 'GET /[ HTTP/1.1', 'either'),
    line('GET //[::1] HTTP/1.1', 'GET //[::1] HTTP/1.1', 'either'),
    line('GET http://[ HTTP/1.1', 'GET http://[ HTTP/1.1'),
    line('GET * HTTP/1.1', 'GET * HTTP/1.1'),
    line('authority form', `GET ${context.foreign} HTTP/1.1`),
    line('HTTP/9.9', 'GET / HTTP/9.9'),
    line('HTTP/1.1 with extra words', 'GET / HTTP/1.1 extra'),
    line('no version', 'GET /', 'either'),
    line('two spaces', 'GET  / HTTP/1.1', 'either'),
    line('tab in the target', 'GET /\t/ HTTP/1.1'),
    line('empty target', 'GET  HTTP/1.1'),
    line('20 KB request line', `GET /${'a'.repeat(20_000)} HTTP/1.1`),
    raw(
      'raw 0xff bytes in the target',
      Buffer.concat([
        Buffer.from('GET /'),
        Buffer.from([0xff, 0xfe]),
        Buffer.from(` HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
      ]),
      'either',
    ),
    raw('NUL in the target', `GET /\u0000 HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
    raw(
      'header without a colon',
      `GET / HTTP/1.1\r\nHost: ${host}\r\nNoColon\r\nConnection: close\r\n\r\n`,
    ),
    raw('space before the colon', `GET / HTTP/1.1\r\nHost : ${host}\r\nConnection: close\r\n\r\n`),
    raw(
      'folded header',
      `GET / HTTP/1.1\r\nHost: ${host}\r\nX-A: a\r\n b\r\nConnection: close\r\n\r\n`,
    ),
    raw('bare LF line ends', `GET / HTTP/1.1\nHost: ${host}\nConnection: close\n\n`, 'either'),
    raw('CR without LF', `GET / HTTP/1.1\rHost: ${host}\r\r`),
    raw(
      'chunked GET with a bad size',
      `GET / HTTP/1.1\r\nHost: ${host}\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n`,
    ),
    raw(
      'chunked with a huge size',
      `POST / HTTP/1.1\r\nHost: ${host}\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nffffffffffffffff\r\nx\r\n`,
      'waits',
    ),
    raw(
      'Transfer-Encoding: identity, chunked',
      `POST / HTTP/1.1\r\nHost: ${host}\r\nTransfer-Encoding: identity, chunked\r\nConnection: close\r\n\r\n0\r\n\r\n`,
    ),
    raw(
      'smuggled second request',
      `GET / HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 40\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /admin HTTP/1.1\r\nHost: ${context.foreign}\r\n\r\n`,
    ),
    raw('HTTP/1.0 without Host', 'GET / HTTP/1.0\r\n\r\n', 'either'),
    raw('HTTP/0.9', 'GET /\r\n', 'waits'),
    raw('TLS hello on the plain port', Buffer.from('16030100a5010000a10303', 'hex')),
    raw('HTTP/2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'),
    raw('only CRLFs', '\r\n'.repeat(1_000), 'waits'),
    raw('64 KB of noise', Buffer.from(Array.from({ length: 65_536 }, (_, i) => (i * 31) % 256))),
    raw(
      '200 pipelined requests',
      `GET / HTTP/1.1\r\nHost: ${host}\r\n\r\n`.repeat(200) +
        `GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      'either',
    ),
  ];
}
