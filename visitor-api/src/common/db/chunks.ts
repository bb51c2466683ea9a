/** Rows per multi-row statement: well under both engines' parameter limits. */
const CHUNK = 500;

/** `items` in slices of at most `size`. */
export function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
