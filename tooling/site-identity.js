/**
 * The site's logo and brand colours for build tools: the logo is one SVG
 * (tooling/logo.svg: every page's favicon, the installed app's icons), the
 * colours are read from the design tokens so nothing repeats their values.
 */
const fs = require('node:fs');
const path = require('node:path');

const LOGO = path.join(__dirname, 'logo.svg');
const TOKENS = path.join(__dirname, '../shared/src/ui/tokens.css');

function logoSvg() {
  return fs.readFileSync(LOGO, 'utf8').trim();
}

/** The logo as a data URL, for `<link rel="icon">` (no request before the page paints). */
function logoDataUrl() {
  return `data:image/svg+xml,${encodeURIComponent(logoSvg())}`;
}

/** The value of a `--pw-color-*` design token, `tokenColour('primary')` → `#7a1f0b`. */
function tokenColour(name, css = fs.readFileSync(TOKENS, 'utf8')) {
  const found = new RegExp(`--pw-color-${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(css);
  if (!found) throw new Error(`tokens.css has no --pw-color-${name}`);
  return found[1];
}

module.exports = { logoSvg, logoDataUrl, tokenColour };
