/**
 * The installed app's icons, drawn from the site's logo by resvg at build
 * time. A maskable icon is cropped by the phone to any shape within the
 * middle 80 %, so it fills the square with the logo's colour and draws the
 * logo smaller in the middle.
 */
const { Resvg } = require('@resvg/resvg-js');
const { logoSvg } = require('./site-identity');

/** Fraction of a maskable icon the logo takes: its circle stays inside the 80 % safe zone. */
const MASKABLE_LOGO_SCALE = 0.72;

function logoParts(svg) {
  const found = /<svg\b[^>]*viewBox="0 0 (\d+) (\d+)"[^>]*>([\s\S]*)<\/svg>/.exec(svg);
  if (!found) throw new Error('The logo must be an SVG with a viewBox starting at 0 0');
  const fill = /fill="(#[0-9a-fA-F]{3,8})"/.exec(found[3]);
  return { width: Number(found[1]), height: Number(found[2]), body: found[3], fill: fill?.[1] };
}

/** The SVG of one icon, `purpose` 'any' (the logo as it is) or 'maskable'. */
function iconSvg(purpose, svg = logoSvg()) {
  if (purpose !== 'maskable') return svg;
  const { width, height, body, fill } = logoParts(svg);
  const offset = (1 - MASKABLE_LOGO_SCALE) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${fill ?? '#ffffff'}"/><g transform="translate(${width * offset} ${height * offset}) scale(${MASKABLE_LOGO_SCALE})">${body}</g></svg>`;
}

/** A PNG `size` pixels square. */
function iconPng(purpose, size, svg = logoSvg()) {
  const resvg = new Resvg(iconSvg(purpose, svg), {
    fitTo: { mode: 'width', value: size },
    font: { loadSystemFonts: false },
  });
  return resvg.render().asPng();
}

module.exports = { iconSvg, iconPng };
