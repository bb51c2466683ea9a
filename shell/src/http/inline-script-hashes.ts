import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Script types a browser runs; data blocks (JSON, JSON-LD) are not run and need no hash. */
const EXECUTABLE_TYPE = /^\s*(|text\/javascript|application\/javascript|module)\s*$/i;

/**
 * The CSP source expressions ('sha256-…') of every inline script a browser
 * would run in `html`: those without a src whose type is JavaScript.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (type && !EXECUTABLE_TYPE.test(type[1] ?? type[2] ?? type[3] ?? '')) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
}
