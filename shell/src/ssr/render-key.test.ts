import { renderKey } from './render-key';

/** 12:00 in Pawapuri on 8 November 2026 (06:30 UTC): a minute's start. */
const NOON = Date.parse('2026-11-08T06:30:00Z');
const inputs = { site: 'site', build: 'v1', content: 3, renderedAt: NOON, pathname: '/' };

describe('the key of a rendered page', () => {
  it('is the same all through one minute', () => {
    expect(renderKey({ ...inputs, renderedAt: NOON + 59_999 })).toBe(renderKey(inputs));
  });

  it('changes with the next minute, when open now or a notice may change', () => {
    expect(renderKey({ ...inputs, renderedAt: NOON + 60_000 })).not.toBe(renderKey(inputs));
    expect(renderKey({ ...inputs, renderedAt: NOON - 1 })).not.toBe(renderKey(inputs));
  });

  it('changes with the remotes, the build, the content and the address', () => {
    const key = renderKey(inputs);
    for (const change of [
      { site: 'other site' },
      { build: 'v2' },
      { build: undefined },
      { content: 4 },
      { pathname: '/hi' },
    ]) {
      expect(renderKey({ ...inputs, ...change })).not.toBe(key);
    }
  });
});
