import { get, hostileCase } from './request.mjs';

/** Host headers naming another site, or smuggling a path, a user or a port into the name. */
export function hostCases(context) {
  const { foreign, remoteHost, port } = context;
  const named = (name, host, expect = 'refuse') =>
    hostileCase('host', name, get(context, '/', [['Host', host]]), expect);
  const page = (name, headers, expect = 'accept') =>
    hostileCase('host', name, get(context, '/donate', headers), expect);
  return [
    named('foreign name', 'evil.example'),
    named('foreign name with our port', `evil.example:${port}`),
    named('the foreign fake host', foreign),
    named('a remote’s host', remoteHost),
    named('our name as a subdomain', `127.0.0.1.evil.example:${port}`),
    named('localhost as a subdomain', `localhost.evil.example:${port}`),
    named('user@ before the name', `127.0.0.1:${port}@${foreign}`),
    named('name@ before ours', `${foreign}@127.0.0.1:${port}`),
    named('a path in the name', `${foreign}/server/`),
    named('a path after our name', `127.0.0.1:${port}/../${foreign}`),
    named('? in the name', `${foreign}?`),
    named('? after our name', `127.0.0.1:${port}?x=${foreign}`),
    named('& in the name', `${foreign}&x=1`),
    named('# in the name', `${foreign}#127.0.0.1:${port}`),
    named('backslash in the name', `${foreign}\\127.0.0.1:${port}`),
    named('IPv6 loopback', '[::1]'),
    named('IPv6 loopback with port', `[::1]:${port}`),
    named(
      'IPv4-mapped IPv6 of the foreign host',
      `[::ffff:${foreign.split(':')[0]}]:${foreign.split(':')[1]}`,
    ),
    named('IPv6 with a zone', '[fe80::1%25lo]'),
    named('unclosed IPv6', `[::1:${port}`),
    named('empty', ''),
    named('a space inside', `127.0.0.1 ${foreign}`),
    named('8 KB name', `${'a'.repeat(8_000)}.example`),
    named('port out of range', '127.0.0.1:99999'),
    named('non-numeric port', '127.0.0.1:http'),
    named('trailing dot', `localhost.:${port}`, 'either'),
    named('upper case', `LOCALHOST:${port}`, 'either'),
    named('our name without the port', '127.0.0.1', 'either'),
    named('decimal IP of the foreign host', `2130706441:${foreign.split(':')[1]}`),
    named('URL as the host', `http://${foreign}/`),
    hostileCase(
      'host',
      'two Host headers, ours first',
      get(context, '/', [
        ['Host', context.host],
        ['Host', foreign],
      ]),
      'refuse',
    ),
    hostileCase(
      'host',
      'two Host headers, foreign first',
      get(context, '/', [
        ['Host', foreign],
        ['Host', context.host],
      ]),
      'refuse',
    ),
    hostileCase('host', 'no Host header', 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', 'refuse'),
    page('X-Forwarded-Host naming the foreign host', [['X-Forwarded-Host', foreign]]),
    page('Forwarded naming the foreign host', [['Forwarded', `host=${foreign};proto=http`]]),
    page('X-Forwarded-Proto and Port', [
      ['X-Forwarded-Proto', 'https'],
      ['X-Forwarded-Port', '1'],
    ]),
    page('X-Original-URL', [['X-Original-URL', `//${foreign}/`]]),
    page('X-Rewrite-URL', [['X-Rewrite-URL', `//${foreign}/`]]),
    hostileCase(
      'host',
      'absolute-form target on the foreign host',
      get(context, `http://${foreign}/donate`),
      'either',
    ),
    hostileCase(
      'host',
      'absolute-form target, foreign Host',
      get(context, `http://${context.host}/`, [['Host', foreign]]),
      'refuse',
    ),
  ];
}
