import fs from 'node:fs';
import * as fontkit from 'fontkit';

/*
 * Noto Sans Devanagari (SIL Open Font License 1.1, from the npm package
 * @expo-google-fonts/noto-sans-devanagari): one font with Latin, Latin-1 and
 * Devanagari, so a Hindi city or page title and the English around it are
 * drawn from the same file. pdfkit shapes it with fontkit (conjuncts, matras)
 * and embeds only the glyphs a document uses.
 */
const FONT_PACKAGE = '@expo-google-fonts/noto-sans-devanagari';

function fontFile(file: string): Buffer {
  return fs.readFileSync(require.resolve(`${FONT_PACKAGE}/${file}`));
}

/** Read once, when the PDF export is first used: each document parses these buffers. */
export const PDF_FONTS = {
  regular: fontFile('400Regular/NotoSansDevanagari_400Regular.ttf'),
  bold: fontFile('700Bold/NotoSansDevanagari_700Bold.ttf'),
};

/** Drawn in place of an emoji, or any character the font has no glyph for. */
export const MISSING_GLYPH = '?';

const covered = fontkit.create(PDF_FONTS.regular);
const hasGlyph = (codePoint: number) =>
  'hasGlyphForCodePoint' in covered && covered.hasGlyphForCodePoint(codePoint);

// One emoji as the reader sees it: a flag, a keycap, or a pictograph with its
// presentation selector, skin tone and zero-width-joined partners.
const EMOJI =
  /\p{Regional_Indicator}{2}|[#*0-9]\uFE0F?\u20E3|\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})*(?:\u200D\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})*)*/gu;

/**
 * Text as the font can draw it. No font covers emoji in a few hundred KB, so
 * each emoji becomes one `?` instead of a box per code point; so does any other
 * character the font lacks (Chinese, say). Invisible format characters the font
 * lacks (variation selectors) are dropped, control characters become spaces.
 */
export function printable(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return text; // printable ASCII, the common case
  let out = '';
  for (const char of text.replace(EMOJI, MISSING_GLYPH)) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (/\p{Cc}/u.test(char)) out += ' ';
    else if (hasGlyph(codePoint)) out += char;
    else if (/\p{Default_Ignorable_Code_Point}/u.test(char)) continue;
    else out += MISSING_GLYPH;
  }
  return out;
}
