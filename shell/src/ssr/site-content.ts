import { SEED_CONTENT, type PublishedContent } from '@pawapuri/shared';
import { LruCache } from './lru-cache';

/** A deploy's worth of versions at most: the current one and the few before it still being served. */
const VERSIONS_KEPT = 4;

/**
 * The content each render uses, from the published copy's JSON text, read
 * once per version (and at most a few versions kept). A copy that is not
 * JSON or fails the contract is logged once and the seed content built into
 * the code is used: a page is never left without its facts.
 */
export function createSiteContent(log: (message: string) => void) {
  const parsed = new LruCache<PublishedContent>(VERSIONS_KEPT);
  const refused = new LruCache<true>(VERSIONS_KEPT);

  return function contentFor(text: string | null): PublishedContent {
    if (text === null) return SEED_CONTENT;
    const known = parsed.get(text);
    if (known) return known;
    if (refused.get(text)) return SEED_CONTENT;
    const content = readContent(text);
    if (!content.ok) {
      refused.set(text, true);
      log(`The published content cannot be used (${content.problem}); pages use the seed content.`);
      return SEED_CONTENT;
    }
    parsed.set(text, content.value);
    return content.value;
  };
}

type Read = { ok: true; value: PublishedContent } | { ok: false; problem: string };

function readContent(text: string): Read {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'it is not JSON' };
  }
  const problem = contentProblem(value);
  return problem ? { ok: false, problem } : { ok: true, value: value as PublishedContent };
}

/**
 * Why a value is not published content, or null. The service took the copy
 * only once it matched the contract; this guards the render library when it
 * is given anything else.
 */
function contentProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'it is not a JSON object';
  return 'version' in value && 'notices' in value && 'places' in value
    ? null
    : 'it is not the published content';
}
