/**
 * The shell's icons as one inline SVG sprite, drawn at build time from
 * lucide's icons: index.html carries it at the end of <body>, and each icon
 * on the page is a <use> of one of its symbols. The icons cost the page no
 * JavaScript (lucide-react put its components in every page's first
 * load), and no request of their own: a sprite file would be
 * one more download before the first paint on a slow connection. At the
 * end, it reaches the browser after the page's content: parsing it does not
 * hold back the first paint (at the top, Lighthouse's LCP was later:
 * BENCHMARKS.md, Lighthouse).
 */
const { createElement } = require('react');
// Named so: under a jsdom test the plain name resolves to the browser build, which needs MessageChannel.
const { renderToStaticMarkup } = require('react-dom/server.node');
const lucide = require('lucide-react');

/** The id of an icon's symbol: prefixed, so no id of a page's content can clash with it. */
const symbolId = (name) => `icon-${name}`;

/** lucide's export of a kebab-case icon name: 'bar-chart-3' is BarChart3. */
function exportName(name) {
  return name.replace(/(^|-)([a-z0-9])/g, (_match, _dash, letter) => letter.toUpperCase());
}

/** The drawing inside one icon's <svg>, as lucide-react renders it. */
function iconBody(name) {
  const component = lucide[exportName(name)];
  if (!component) throw new Error(`lucide has no icon named "${name}"`);
  const svg = renderToStaticMarkup(createElement(component));
  const found = /^<svg\b[^>]*\bviewBox="([^"]+)"[^>]*>([\s\S]*)<\/svg>$/.exec(svg);
  if (!found) throw new Error(`lucide's "${name}" did not render as one <svg>`);
  return { viewBox: found[1], body: found[2] };
}

/**
 * The sprite of `names`, each a <symbol> whose id is `icon-<name>`: an <svg>
 * that takes no room and that assistive technology skips.
 */
function iconSprite(names) {
  const symbols = [...new Set(names)].sort().map((name) => {
    const { viewBox, body } = iconBody(name);
    return `<symbol id="${symbolId(name)}" viewBox="${viewBox}">${body}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style="position:absolute;width:0;height:0;overflow:hidden">${symbols.join('')}</svg>`;
}

module.exports = { iconSprite };
