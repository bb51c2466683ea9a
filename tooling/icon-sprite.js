/**
 * The shell's icons as one SVG sprite, drawn at build time from lucide's
 * icons: each a <symbol> the page shows with <use>. The icons then cost the
 * page no JavaScript (lucide-react put about 3 KB gzip of components in
 * every page's first load), and the file is cached for a year by its hash.
 */
const { createHash } = require('node:crypto');
const { createElement } = require('react');
const { renderToStaticMarkup } = require('react-dom/server');
const lucide = require('lucide-react');

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

/** The sprite of `names` (each a symbol whose id is its name) and its file name, hashed by content. */
function iconSprite(names) {
  const symbols = [...new Set(names)].sort().map((name) => {
    const { viewBox, body } = iconBody(name);
    return `<symbol id="${name}" viewBox="${viewBox}">${body}</symbol>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 8);
  return { file: `icons.${hash}.svg`, svg };
}

module.exports = { iconSprite };
