import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';

export type PageEncoding = 'br' | 'gzip' | 'identity';

/**
 * Compressed copies kept: the site has about 62 page variants (both
 * languages) per encoding, so 256 hold both encodings of every page with
 * room for the next deploy's versions; the least recently sent go first.
 */
export const MAX_COMPRESSED_PAGES = 256;
/** And never more than this many bytes of them. */
const MAX_COMPRESSED_BYTES = 16 * 1024 * 1024;

const QUICK: Record<'br' | 'gzip', (body: string) => Buffer> = {
  br: (body) =>
    zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => zlib.gzipSync(body, { level: 6 }),
};
const BEST: Record<
  'br' | 'gzip',
  (body: string, done: (error: Error | null, bytes: Buffer) => void) => void
> = {
  br: (body, done) => zlib.brotliCompress(body, done),
  gzip: (body, done) => zlib.gzip(body, { level: 9 }, done),
};

interface Entry {
  bytes: Buffer;
  best: boolean;
}

/**
 * Compressed copies of the pages made per request, kept by encoding and
 * ETag. A page is sent at brotli quality 5 at first, which is fast. When the
 * same page is asked for again, quality 11 (far slower) runs on Node's
 * thread pool, off the event loop, and serves every later request: the
 * smaller copy can fit in the first round trip of a new connection (about
 * ten packets), so the page arrives one round trip sooner (BENCHMARKS.md,
 * Lighthouse). Pages asked
 * for only once (a query string nobody repeats) never cost the slow
 * compression, and one runs at a time, so a flood of requests cannot
 * multiply that work.
 */
export function createCompressedPages(max = MAX_COMPRESSED_PAGES) {
  const pages = new LRUCache<string, Entry>({
    max,
    maxSize: MAX_COMPRESSED_BYTES,
    sizeCalculation: (entry) => Math.max(1, entry.bytes.length),
  });
  let upgrading: Promise<void> | null = null;

  function upgrade(key: string, entry: Entry, body: string, encoding: 'br' | 'gzip') {
    upgrading = new Promise((resolve) => {
      BEST[encoding](body, (error, bytes) => {
        // Replaced only if still kept: the cache may have let it go meanwhile.
        if (!error && pages.peek(key) === entry) pages.set(key, { bytes, best: true });
        upgrading = null;
        resolve();
      });
    });
  }

  /** `body` in `encoding`; `etag` names this version of the page. */
  function compressed(body: string, etag: string, encoding: PageEncoding): Buffer {
    if (encoding === 'identity') return Buffer.from(body);
    const key = `${encoding} ${etag}`;
    const kept = pages.get(key);
    if (kept) {
      if (!kept.best && !upgrading) upgrade(key, kept, body, encoding);
      return kept.bytes;
    }
    const bytes = QUICK[encoding](body);
    pages.set(key, { bytes, best: false });
    return bytes;
  }

  return {
    compressed,
    /** How many compressed copies are kept. */
    size: () => pages.size,
    /** Resolves once the best-quality compression under way, if any, has finished. */
    settled: () => upgrading ?? Promise.resolve(),
  };
}
