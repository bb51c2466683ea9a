import { createHash } from 'node:crypto';
import { LruCache } from './lru-cache';

interface Last<T> {
  fingerprint: string;
  value: T;
}

/**
 * The last render of each page, to serve again while a new minute's render
 * comes out the same. A page is rendered anew each minute (it may show the
 * time of day), but most minutes change nothing it shows: serving the
 * earlier document then keeps its ETag, so browsers revalidate with a 304
 * and the compressed copy already made at brotli's best quality (the one
 * that fits a new connection's first round trip) is sent again, rather
 * than a fresh, larger one every minute. The earlier document carries the
 * time it was rendered at, which its hydration uses: it is the same page.
 */
export class UnchangedPages<T> {
  private readonly last: LruCache<Last<T>>;

  constructor(limit: number) {
    this.last = new LruCache(limit);
  }

  /**
   * `value` (a render of the page `key`), or the earlier render of the page
   * when it had the same `parts`: everything the document is made of but
   * the render's time.
   */
  settle(key: string, parts: readonly string[], value: T): T {
    const hash = createHash('sha256');
    for (const part of parts) hash.update(`${part.length}:`).update(part);
    const fingerprint = hash.digest('base64');
    const last = this.last.get(key);
    if (last?.fingerprint === fingerprint) return last.value;
    this.last.set(key, { fingerprint, value });
    return value;
  }
}
