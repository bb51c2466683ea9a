interface Reads {
  /** Own properties read (`get`, `in`). */
  keys: Set<PropertyKey>;
  /** Listed (`Object.keys`, spread, `JSON.stringify`): every property counts as read, deeply. */
  all: boolean;
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/**
 * A read-only view of a plain JSON value that notes which properties are
 * read through it, and the smallest copy of the value that answers those
 * same reads alike. The server renders a page through the view, then writes
 * the copy into the page: the browser's hydration makes the same reads, so
 * it renders the same HTML from a fraction of the bytes.
 *
 * In the copy an array keeps its length (a render may count it), and an
 * element nothing was read of stays as an empty object, or as `{ id }`
 * when it has one: the browser matches items by `id` to fill in the rest
 * from a complete copy. Reading through the view is like reading the value
 * (the same view for the same object, arrays still arrays); writing throws.
 */
export function recordReads<T extends object>(value: T): { view: T; readCopy: () => T } {
  const reads = new WeakMap<object, Reads>();
  const views = new WeakMap<object, object>();

  const readsOf = (target: object): Reads => {
    let found = reads.get(target);
    if (!found) {
      found = { keys: new Set(), all: false };
      reads.set(target, found);
    }
    return found;
  };

  const refuse = () => {
    throw new TypeError('A page render cannot change the content it is given.');
  };
  const handler: ProxyHandler<object> = {
    get(target, key, receiver) {
      const found: unknown = Reflect.get(target, key, receiver);
      // Methods (`find`, `map`) are not read data; what they read is, through the view.
      if (!Object.prototype.hasOwnProperty.call(target, key)) return found;
      readsOf(target).keys.add(key);
      return isObject(found) ? viewOf(found) : found;
    },
    has(target, key) {
      readsOf(target).keys.add(key);
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      readsOf(target).all = true;
      return Reflect.ownKeys(target);
    },
    set: refuse,
    defineProperty: refuse,
    deleteProperty: refuse,
  };

  function viewOf(target: object): object {
    let view = views.get(target);
    if (!view) {
      view = new Proxy(target, handler);
      views.set(target, view);
    }
    return view;
  }

  function copy(source: unknown): unknown {
    if (!isObject(source)) return source;
    const found = reads.get(source);
    if (found?.all) return source;
    if (Array.isArray(source)) return source.map(copy);
    const result: Record<PropertyKey, unknown> = {};
    const record = source as Record<PropertyKey, unknown>;
    if (typeof record.id === 'string' || typeof record.id === 'number') result.id = record.id;
    for (const key of found?.keys ?? []) {
      if (Object.prototype.hasOwnProperty.call(source, key)) result[key] = copy(record[key]);
    }
    return result;
  }

  return { view: viewOf(value) as T, readCopy: () => copy(value) as T };
}
