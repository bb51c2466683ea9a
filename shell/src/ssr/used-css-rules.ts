/**
 * The rules of a stylesheet a rendered page can use. A stylesheet holds the
 * rules of every page and state of its app (the keeper's editor, an open
 * menu, a dialog); written into a page, only those that may style an element
 * of that page's HTML change its first paint. The browser links the whole
 * file once it runs the page's scripts (`shell/src/remotes/whole-stylesheets.ts`),
 * so what the scripts later show is styled as before.
 *
 * A rule is kept unless one of its selectors' classes certainly is on no
 * element: every selector of its list names a class (outside `:not()`,
 * `:is()` and other brackets, which may match without it) that no element
 * of the page carries. At-rules that hold rules (`@media`, `@supports`,
 * `@container`, `@layer`) are filtered inside and dropped when emptied; any
 * other at-rule (`@font-face`, `@keyframes`, `@import`) is kept whole. The
 * kept text is the original's, in its order, so the cascade is unchanged.
 * CSS this cannot read (an unbalanced brace or quote) is kept whole.
 */
import { LruCache } from './lru-cache';

const GROUPING_AT_RULES = new Set(['media', 'supports', 'container', 'layer']);
const CLASS_ATTRIBUTE = /\sclass=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;
const CLASS_IN_SELECTOR = /\.((?:[\w-]|\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F]|\P{ASCII})+)/gu;

class UnreadableCss extends Error {}

/**
 * A stylesheet as read once: text kept on every page, a style rule with the
 * classes each selector of its list requires, or a group of rules.
 */
type Part =
  | { text: string }
  | { text: string; selectors: string[][] }
  | { prelude: string; parts: Part[] };

/** Stylesheets already read (null: unreadable), by their text: a build's few files, each read once. */
const readSheets = new LruCache<Part[] | null>(64);

/** The class names the elements of `html` carry. */
export function classNamesIn(html: string): Set<string> {
  const names = new Set<string>();
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/)) {
      if (name) names.add(name.replace(/&amp;/g, '&'));
    }
  }
  return names;
}

/** `css` with only the rules that may apply to a page whose elements carry `classes`. */
export function usedRules(css: string, classes: ReadonlySet<string>): string {
  let parts = readSheets.get(css);
  if (parts === undefined) {
    parts = readParts(css);
    readSheets.set(css, parts);
  }
  return parts === null ? css : keptText(parts, classes);
}

function readParts(css: string): Part[] | null {
  try {
    return partsOf(css);
  } catch (error) {
    if (error instanceof UnreadableCss) return null;
    throw error;
  }
}

function keptText(parts: readonly Part[], classes: ReadonlySet<string>): string {
  let kept = '';
  for (const part of parts) {
    if ('parts' in part) {
      const inner = keptText(part.parts, classes);
      if (inner) kept += `${part.prelude}{${inner}}`;
    } else if (
      !('selectors' in part) ||
      part.selectors.some((required) => required.every((name) => classes.has(name)))
    ) {
      kept += part.text;
    }
  }
  return kept;
}

/** The index of the first of `stops` at `from` or after, outside strings, comments and brackets (or the end). */
function scan(css: string, from: number, stops: string): number {
  let depth = 0;
  for (let i = from; i < css.length; i++) {
    const c = css[i] as string;
    if (c === '\\') i += 1;
    else if (c === '"' || c === "'") i = closingQuote(css, i);
    else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      if (end < 0) throw new UnreadableCss();
      i = end + 1;
    } else if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (depth === 0 && stops.includes(c)) return i;
  }
  return css.length;
}

function closingQuote(css: string, open: number): number {
  for (let i = open + 1; i < css.length; i++) {
    if (css[i] === '\\') i += 1;
    else if (css[i] === css[open]) return i;
  }
  throw new UnreadableCss();
}

/** The index of the `}` closing the block opened at `open`. */
function closingBrace(css: string, open: number): number {
  let depth = 1;
  let i = open + 1;
  for (;;) {
    i = scan(css, i, '{}');
    if (i >= css.length) throw new UnreadableCss();
    depth += css[i] === '{' ? 1 : -1;
    if (depth === 0) return i;
    i += 1;
  }
}

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').trim();

function partsOf(css: string): Part[] {
  const parts: Part[] = [];
  let i = 0;
  while (i < css.length) {
    const end = scan(css, i, '{;}');
    if (end >= css.length) {
      if (withoutComments(css.slice(i))) parts.push({ text: css.slice(i) });
      return parts;
    }
    if (css[end] === '}') throw new UnreadableCss();
    if (css[end] === ';') {
      parts.push({ text: css.slice(i, end + 1) });
      i = end + 1;
      continue;
    }
    const close = closingBrace(css, end);
    const prelude = withoutComments(css.slice(i, end));
    const atRule = /^@([\w-]+)/.exec(prelude)?.[1]?.toLowerCase();
    const text = css.slice(i, close + 1);
    if (atRule !== undefined && GROUPING_AT_RULES.has(atRule)) {
      parts.push({ prelude, parts: partsOf(css.slice(end + 1, close)) });
    } else if (atRule !== undefined) {
      parts.push({ text });
    } else {
      parts.push({ text, selectors: splitSelectors(prelude).map(requiredClasses) });
    }
    i = close + 1;
  }
  return parts;
}

/** The selectors of a list (commas inside brackets belong to their selector). */
function splitSelectors(list: string): string[] {
  const selectors: string[] = [];
  let i = 0;
  for (;;) {
    const comma = scan(list, i, ',');
    selectors.push(list.slice(i, comma));
    if (comma >= list.length) return selectors;
    i = comma + 1;
  }
}

/** The classes an element must carry for the selector to match (those inside brackets may be matched otherwise). */
function requiredClasses(selector: string): string[] {
  let outside = '';
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i] as string;
    if (c === '\\' && depth === 0) {
      outside += selector.slice(i, i + 2);
      i += 1;
    } else if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (depth === 0) outside += c;
  }
  return Array.from(outside.matchAll(CLASS_IN_SELECTOR), (match) => unescape(match[1] ?? ''));
}

function unescape(name: string): string {
  return name.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_all, hex?: string, char?: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : (char ?? ''),
  );
}
