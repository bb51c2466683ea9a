import type { PublishedContent } from './published-content';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const idOf = (value: unknown): unknown => (isRecord(value) ? value.id : undefined);

/** The item of `base` that stands for `item`: the one with its `id`, else the one at its place. */
function counterpart(item: unknown, base: unknown[], index: number): unknown {
  const id = idOf(item);
  return id === undefined ? base[index] : base.find((candidate) => idOf(candidate) === id);
}

function fill(part: unknown, base: unknown): unknown {
  if (part === undefined) return base;
  if (Array.isArray(part)) {
    if (!Array.isArray(base)) return part;
    return part.map((item, index) => fill(item, counterpart(item, base, index)));
  }
  if (isRecord(part) && isRecord(base)) {
    const result: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(part)) result[key] = fill(value, base[key]);
    return result;
  }
  return part;
}

/**
 * A page's partial copy of the content (what its server render read) made
 * whole from a complete copy: whatever the partial copy has wins, field by
 * field, items matched by `id`; what it lacks comes from `base`. The result
 * has the partial copy's sections and items, so a page shows what the
 * server rendered even when `base` is older or newer.
 */
export function completeContent(part: PublishedContent, base: PublishedContent): PublishedContent {
  return fill(part, base) as PublishedContent;
}
