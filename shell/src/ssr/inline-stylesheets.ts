/**
 * Stylesheets written into the page itself. A rendered page's CSS is small
 * (the rules of the shell's and of one remote's that its HTML uses,
 * `used-css-rules.ts`) but linked it
 * blocks the first paint for another round trip or two, to the shell and to
 * the remote's origin; written in, the page paints with its HTML.
 *
 * `data-href` names the file the CSS came from: webpack's CSS chunk loading
 * finds a `<style data-href>` as it finds a `<link>`, so loading that chunk
 * later in the browser adds no second copy.
 */

import { escapeMarkup } from '@pawapuri/shared/seo';

/** A stylesheet of the page: its text when it could be read, else only its address. */
export interface Stylesheet {
  href: string;
  text: string | null;
  /** The file's digest from its version's signed list (the text written in was checked), for the tags that load it. */
  integrity?: string;
}

/** `<style>` with the text when there is one, else a `<link>` (with `integrity` when known). */
export function stylesheetTag({ href, text, integrity }: Stylesheet): string {
  if (text === null) {
    const checked = integrity
      ? ` integrity="${escapeMarkup(integrity)}" crossorigin="anonymous"`
      : '';
    return `<link rel="stylesheet" href="${escapeMarkup(href)}"${checked}>`;
  }
  // Only `</style` could end the element early; CSS never needs it literally.
  const css = text.replace(/<\/(style)/gi, '<\\/$1');
  // The digest goes with it: the page links the whole file later (whole-stylesheets.ts) with it.
  const checked = integrity ? ` data-integrity="${escapeMarkup(integrity)}"` : '';
  return `<style data-href="${escapeMarkup(href)}"${checked}>${css}</style>`;
}

/** The attributes of a tag, quoted or not, as the minified template writes them. */
function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(/([\w-]+)=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
    attributes.set((match[1] ?? '').toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/**
 * The template with each linked stylesheet that `read` can give written in
 * (keeping the name webpack knows it by); the others stay links.
 */
export function inlineTemplateStylesheets(
  template: string,
  read: (href: string) => string | null,
): string {
  return template.replace(/<link\b[^>]*>/gi, (tag) => {
    const attributes = attributesOf(tag);
    const href = attributes.get('href');
    if (attributes.get('rel') !== 'stylesheet' || !href) return tag;
    const text = read(href);
    return text === null ? tag : stylesheetTag({ href: attributes.get('data-href') ?? href, text });
  });
}
