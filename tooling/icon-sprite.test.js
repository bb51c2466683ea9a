const { test, expect } = require('@jest/globals');
const { iconSprite } = require('./icon-sprite');

const symbolOf = (svg, name) =>
  new RegExp(`<symbol id="icon-${name}" viewBox="0 0 24 24">(.*?)</symbol>`).exec(svg)?.[1];

test('each name becomes one symbol holding lucide’s drawing of that icon', () => {
  const svg = iconSprite(['hotel', 'bar-chart-3', 'x', 'hotel']);
  expect(svg.match(/<symbol /g)).toHaveLength(3);
  // lucide's hotel is a rectangle with windows; bar-chart-3 (chart-column) an axis and bars.
  expect(symbolOf(svg, 'hotel')).toContain('<rect x="4" y="2" width="16" height="20" rx="2">');
  expect(symbolOf(svg, 'bar-chart-3')).toContain('<path d="M3 3v16a2 2 0 0 0 2 2h16">');
  expect(symbolOf(svg, 'x')).toMatch(/^<path d="M18 6 6 18"><\/path>/);
  // The stroke is the page's to set, through <use>.
  expect(svg).not.toMatch(/stroke=|class=/);
});

test('the sprite takes no room on the page and is hidden from assistive technology', () => {
  const svg = iconSprite(['menu']);
  expect(svg).toMatch(
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" aria-hidden="true" style="position:absolute;width:0;height:0;overflow:hidden">/,
  );
  expect(svg).toMatch(/<\/svg>$/);
});

test('a name lucide does not have stops the build', () => {
  expect(() => iconSprite(['no-such-icon'])).toThrow('lucide has no icon named "no-such-icon"');
});
