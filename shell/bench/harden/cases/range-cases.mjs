import { get, hostileCase } from './request.mjs';

/** Ranges on a static file and on a page: reversed, many, overlapping, beyond any size. */
export function rangeCases(context) {
  const range = (name, value, target = context.asset) =>
    hostileCase('range', name, get(context, target, [['Range', value]]), 'either');
  const many = (count, step) =>
    Array.from({ length: count }, (_, i) => `${i * step}-${i * step + step * 2}`).join(',');
  return [
    range('reversed', 'bytes=100-50'),
    range('reversed on a page', 'bytes=100-50', '/donate'),
    range('start past the end', 'bytes=99999999-'),
    range('huge end', 'bytes=0-99999999999999999999999'),
    range('huge start', 'bytes=99999999999999999999999-1'),
    range('negative start', 'bytes=-1-5'),
    range('empty suffix', 'bytes=-0'),
    range('suffix of 1', 'bytes=-1'),
    range('suffix larger than the file', 'bytes=-999999999'),
    range('open end', 'bytes=5-'),
    range('two ranges', 'bytes=0-1,5-6'),
    range('overlapping ranges', 'bytes=0-100,50-150,25-75'),
    range('500 overlapping ranges', `bytes=${many(500, 10)}`),
    range('ranges on a page', 'bytes=0-1,5-6', '/'),
    range('not bytes', 'items=0-5'),
    range('garbage', 'bytes=abc'),
    range('no equals', 'bytes 0-5'),
    range('empty', ''),
    range('only commas', 'bytes=,,,,'),
    range('spaces and signs', 'bytes= +1 - +5'),
    hostileCase(
      'range',
      'two Range headers',
      get(context, context.asset, [
        ['Range', 'bytes=0-1'],
        ['Range', 'bytes=100-50'],
      ]),
      'either',
    ),
    hostileCase(
      'range',
      'If-Range with a garbage date',
      get(context, context.asset, [
        ['Range', 'bytes=0-5'],
        ['If-Range', 'not a date'],
      ]),
      'either',
    ),
  ];
}
