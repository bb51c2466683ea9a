/** A field's place in an item's data, in dots: `name.en`, `hours.mon.evening.closes`. */
export type FieldPath = string;

/** The value at `path` (undefined where it does not exist). */
export function valueAt(data: unknown, path: FieldPath): unknown {
  let value = data;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * A copy of `data` with `value` at `path` (objects on the way are made as
 * needed); `undefined` removes the field, as an optional field left empty is.
 */
export function withValueAt<T>(data: T, path: FieldPath, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const key = head as string;
  const source = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const copy: Record<string, unknown> = Array.isArray(source)
    ? ([...source] as unknown as Record<string, unknown>)
    : { ...source };
  const next = rest.length === 0 ? value : withValueAt(source[key], rest.join('.'), value);
  if (next === undefined && !Array.isArray(copy)) delete copy[key];
  else copy[key] = next;
  return copy as T;
}

/**
 * The field a 400 names, as a path of the item's data: the API may name it
 * as a JSON pointer (`/data/hours/mon`), in dots (`data.phone`) or by itself
 * (`phone`); the body's `data` wrapper is dropped.
 */
export function dataPathOf(field: string): FieldPath {
  return field
    .replace(/^\//, '')
    .split(/[/.]/)
    .filter((part) => part !== '')
    .join('.')
    .replace(/^data(\.|$)/, '');
}

/**
 * The field of the form that shows an error at `path`: the path itself when
 * the form has it, else its nearest enclosing field (an error inside a
 * session shows at the session), else null (the form's own).
 */
export function shownAt(path: FieldPath, fields: readonly FieldPath[]): FieldPath | null {
  let candidate = path;
  for (;;) {
    if (fields.includes(candidate)) return candidate;
    const cut = candidate.lastIndexOf('.');
    if (cut < 0) return null;
    candidate = candidate.slice(0, cut);
  }
}
