import { get, hostileCase } from './request.mjs';

/** One huge header, many headers, and odd values of the headers a page reads. */
export function headerCases(context) {
  const headers = (name, list, expect = 'either', target = '/donate') =>
    hostileCase('headers', name, get(context, target, list), expect);
  const numbered = (count) => Array.from({ length: count }, (_, i) => [`X-H${i}`, 'v']);
  return [
    headers('one 8 KB header', [['X-Big', 'a'.repeat(8_000)]]),
    headers('one 15 KB header', [['X-Big', 'a'.repeat(15_000)]]),
    headers('one 64 KB header', [['X-Big', 'a'.repeat(64_000)]], 'refuse'),
    headers('one 1 MB header', [['X-Big', 'a'.repeat(1_000_000)]], 'refuse'),
    headers('100 headers', numbered(100)),
    headers('2,000 headers', numbered(2_000)),
    headers('5,000 headers', numbered(5_000)),
    headers('12 KB cookie', [['Cookie', `a=${'b'.repeat(12_000)}`]]),
    headers('Accept-Language of 1,000 tags', [['Accept-Language', 'hi;q=0.9,'.repeat(1_000)]]),
    headers('Accept-Language garbage', [['Accept-Language', '*;q=NaN,;;;=,hi-IN-x-evil']]),
    headers('Accept-Encoding of 1,000 codings', [['Accept-Encoding', 'br;q=0.1,'.repeat(1_000)]]),
    headers('Accept-Encoding with bad weights', [['Accept-Encoding', 'br;q=2, gzip;q=-1, *;q=x']]),
    headers('If-None-Match of 500 tags', [['If-None-Match', '"x",'.repeat(500)]]),
    headers('If-None-Match: *', [['If-None-Match', '*']]),
    headers('If-Modified-Since garbage', [['If-Modified-Since', 'yesterday']]),
    headers('Content-Length on a GET', [['Content-Length', '5']], 'either'),
    headers('negative Content-Length', [['Content-Length', '-1']], 'refuse'),
    headers(
      'two different Content-Lengths',
      [
        ['Content-Length', '1'],
        ['Content-Length', '2'],
      ],
      'refuse',
    ),
    headers(
      'Transfer-Encoding and Content-Length',
      [
        ['Transfer-Encoding', 'chunked'],
        ['Content-Length', '3'],
      ],
      'refuse',
    ),
    headers('Expect: 100-continue', [['Expect', '100-continue']]),
    headers('Expect: something else', [['Expect', 'evil']]),
    headers('Upgrade: websocket', [
      ['Upgrade', 'websocket'],
      ['Connection', 'Upgrade'],
    ]),
    headers('Upgrade: h2c', [
      ['Upgrade', 'h2c'],
      ['HTTP2-Settings', 'AAMAAABkAARAAAAAAAIAAAAA'],
    ]),
    headers('Origin of the foreign host', [['Origin', `http://${context.foreign}`]]),
    headers('Referer of the foreign host', [['Referer', `http://${context.foreign}/x`]]),
    headers('User-Agent of 10 KB', [['User-Agent', 'Mozilla/5.0 '.repeat(800)]]),
    headers('Service-Worker-Navigation-Preload garbage', [
      ['Service-Worker-Navigation-Preload', '\u00ff'.repeat(10)],
    ]),
  ];
}
