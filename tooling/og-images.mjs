#!/usr/bin/env node
/**
 * Share images: a remote's build runs this after webpack, in the remote's
 * folder, and it draws a 1200×630 PNG for each page of its remote.json that
 * names an `image`, into dist/ (so a redeployed remote carries its own
 * images). A page with `artwork` shows that SVG beside its titles; others show
 * the site-wide design. Crawlers and chat apps show these in link previews.
 *
 * resvg draws the SVG. Titles are in Noto Sans Devanagari (Latin and
 * Devanagari in one font, as the API's PDFs use), shaped into outlines by
 * fontkit, which also measures them so long titles wrap.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
const FONT_DIR = path.dirname(
  require.resolve('@expo-google-fonts/noto-sans-devanagari/package.json'),
);
const FONTS = {
  regular: path.join(FONT_DIR, '400Regular/NotoSansDevanagari_400Regular.ttf'),
  bold: path.join(FONT_DIR, '700Bold/NotoSansDevanagari_700Bold.ttf'),
};
const WIDTH = 1200;
const HEIGHT = 630;
const TEXT_LEFT = 72;
const TEXT_WIDTH = 450;
const ART_LEFT = 580;
// The site's colours (shared/src/ui/tokens.css).
const COLOURS = {
  primary: '#7a1f0b',
  accent: '#e8890c',
  gold: '#f6c453',
  bg: '#fffaf2',
  ink: '#2b1d14',
  muted: '#6b5548',
};

const FONT = { regular: fontkit.openSync(FONTS.regular), bold: fontkit.openSync(FONTS.bold) };

function textWidth(text, weight, size, spacing = 0) {
  const font = FONT[weight];
  const run = font.layout(text);
  return (run.advanceWidth / font.unitsPerEm) * size + spacing * run.glyphs.length;
}

/**
 * Text as glyph outlines, shaped by fontkit: it orders and joins Devanagari
 * (the short i before its consonant, conjuncts) as the PDFs do, which resvg's
 * own text layout got wrong.
 */
function textPath(text, { x, y, size, weight, colour, spacing = 0 }) {
  const font = FONT[weight];
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  let cursor = x;
  const glyphs = run.glyphs.map((glyph, index) => {
    const position = run.positions[index];
    const d = glyph.path.toSVG();
    const left = cursor + position.xOffset * scale;
    cursor += position.xAdvance * scale + spacing;
    if (!d) return '';
    return `<path transform="translate(${left.toFixed(2)} ${(y - position.yOffset * scale).toFixed(2)}) scale(${scale} ${-scale})" d="${d}"/>`;
  });
  return `<g fill="${colour}">${glyphs.join('')}</g>`;
}

/** Words into lines no wider than the text column. */
function wrap(text, weight, size) {
  const lines = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`, weight, size) <= TEXT_WIDTH) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines;
}

/** The largest size, of those given, at which the text fits in `maxLines` lines. */
function fit(text, weight, sizes, maxLines) {
  for (const size of sizes) {
    const lines = wrap(text, weight, size);
    const fits = lines.every((line) => textWidth(line, weight, size) <= TEXT_WIDTH);
    if (lines.length <= maxLines && fits) return { size, lines };
  }
  const size = sizes.at(-1);
  return { size, lines: wrap(text, weight, size) };
}

function textBlock(lines, { size, y, weight, colour }) {
  return lines
    .map((line, index) =>
      textPath(line, { x: TEXT_LEFT, y: y + index * size * 1.3, size, weight, colour }),
    )
    .join('');
}

function siteNameLine() {
  const latin = 'PAWAPURI';
  const spacing = 3;
  const gap = textWidth(latin, 'bold', 34, spacing) + 12;
  return [
    textPath(latin, {
      x: TEXT_LEFT,
      y: 96,
      size: 34,
      weight: 'bold',
      colour: COLOURS.primary,
      spacing,
    }),
    textPath('· पावापुरी', {
      x: TEXT_LEFT + gap,
      y: 96,
      size: 34,
      weight: 'bold',
      colour: COLOURS.primary,
    }),
  ].join('');
}

/** The page's own artwork, cropped to fill the right-hand panel. */
function artworkPanel(svg) {
  const inner = svg
    .replace(/^[\s\S]*?<svg\b/, '<svg')
    .replace(/<svg\b([^>]*)>/, (_tag, attributes) => {
      const kept = attributes.replace(/\s(width|height|x|y|preserveAspectRatio)="[^"]*"/g, '');
      return `<svg${kept} x="${ART_LEFT}" y="0" width="${WIDTH - ART_LEFT}" height="${HEIGHT}" preserveAspectRatio="xMidYMid slice">`;
    });
  return inner;
}

/** The site-wide design: a temple on its island in gold on the site's maroon. */
function sitePanel() {
  const w = WIDTH - ART_LEFT;
  const cx = ART_LEFT + w / 2;
  return `<rect x="${ART_LEFT}" y="0" width="${w}" height="${HEIGHT}" fill="${COLOURS.primary}"/>
<circle cx="${cx + 150}" cy="150" r="70" fill="${COLOURS.gold}" opacity=".35"/>
<g fill="${COLOURS.gold}">
  <rect x="${cx - 130}" y="300" width="260" height="130"/>
  <path d="M${cx - 92} 300 L${cx} 150 L${cx + 92} 300 Z"/>
  <path d="M${cx - 130} 300 L${cx - 108} 245 L${cx - 86} 300 Z M${cx + 86} 300 L${cx + 108} 245 L${cx + 130} 300 Z"/>
  <rect x="${cx - 170}" y="430" width="340" height="18"/>
</g>
<rect x="${cx - 36}" y="350" width="72" height="80" fill="${COLOURS.primary}"/>
<path d="M${cx} 150 v-40" stroke="${COLOURS.gold}" stroke-width="5"/>
<path d="M${cx} 110 l32 11 -32 11z" fill="${COLOURS.accent}"/>
<g stroke="${COLOURS.gold}" stroke-width="4" opacity=".5" stroke-linecap="round">
  <path d="M${cx - 230} 490 h140 M${cx - 40} 490 h230 M${cx - 180} 530 h200 M${cx + 70} 530 h120 M${cx - 110} 570 h170"/>
</g>`;
}

function shareImageSvg(page, artwork) {
  const english = fit(page.title.en, 'bold', [72, 64, 56, 48], 3);
  const hindiTop = 200 + english.lines.length * english.size * 1.3 + 12;
  const hindi = fit(page.title.hi, 'regular', [52, 44, 38], 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<rect width="${WIDTH}" height="${HEIGHT}" fill="${COLOURS.bg}"/>
${artwork ? artworkPanel(artwork) : sitePanel()}
${siteNameLine()}
<rect x="${TEXT_LEFT}" y="120" width="96" height="6" rx="3" fill="${COLOURS.accent}"/>
${textBlock(english.lines, { size: english.size, y: 200 + english.size * 0.4, weight: 'bold', colour: COLOURS.ink })}
${textBlock(hindi.lines, { size: hindi.size, y: hindiTop + hindi.size * 0.4, weight: 'regular', colour: COLOURS.primary })}
${textPath('Where Lord Mahavira attained nirvana', { x: TEXT_LEFT, y: 566, size: 24, weight: 'regular', colour: COLOURS.muted })}
<rect x="0" y="${HEIGHT - 14}" width="${WIDTH}" height="14" fill="${COLOURS.accent}"/>
</svg>`;
}

function render(svg) {
  const resvg = new Resvg(svg, {
    // Every text is already outlines: no fonts to look for.
    font: { loadSystemFonts: false },
  });
  return resvg.render().asPng();
}

const dir = process.cwd();
const { pages } = JSON.parse(fs.readFileSync(path.join(dir, 'remote.json'), 'utf8'));
let count = 0;
for (const page of pages.filter((each) => each.image)) {
  const artwork = page.artwork ? fs.readFileSync(path.join(dir, page.artwork), 'utf8') : null;
  const out = path.join(dir, 'dist', page.image);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, render(shareImageSvg(page, artwork)));
  count += 1;
}
console.info(`og-images: ${count} share images in dist/`);
