/**
 * Compressed copies of the pages a server makes per request, kept by
 * encoding and ETag (a handful of page variants). A page is sent at brotli
 * quality 5 at first, which compresses an 80 KB page in about a
 * millisecond. When the same page is asked for again, quality 11 (tens of
 * milliseconds) runs on Node's thread pool, off the event loop, and serves
 * every later request: on the home page 12,875 bytes against 14,520, below
 * the 14,600 or so a new connection carries in its first round trip (ten
 * packets), so the page arrives one round trip sooner. Pages asked for only
 * once (a query string nobody repeats) never cost the slow compression, and
 * one runs at a time, so a flood of requests cannot multiply that work.
 */
const zlib = require('node:zlib');

const MAX_COMPRESSED = 32;
const QUICK = {
  br: (body) =>
    zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => zlib.gzipSync(body, { level: 6 }),
};
const BEST = {
  br: (body, done) => zlib.brotliCompress(body, done),
  gzip: (body, done) => zlib.gzip(body, { level: 9 }, done),
};

function createCompressedPages() {
  /** Copies by `<encoding> <etag>`: `{ bytes, best }`. */
  const pages = new Map();
  /** The best-quality compression under way, if any. */
  let upgrading = null;

  function keep(key, entry) {
    if (pages.size >= MAX_COMPRESSED && !pages.has(key)) pages.clear();
    pages.set(key, entry);
  }

  function upgrade(key, entry, body, encoding) {
    upgrading = new Promise((resolve) => {
      BEST[encoding](body, (error, bytes) => {
        // Replaced only if still kept: a full cache may have let it go meanwhile.
        if (!error && pages.get(key) === entry) pages.set(key, { bytes, best: true });
        upgrading = null;
        resolve();
      });
    });
  }

  /** `body` in `encoding` ('br', 'gzip' or 'identity'); `etag` names this version of the page. */
  function compressed(body, etag, encoding) {
    if (encoding === 'identity') return Buffer.from(body);
    const key = `${encoding} ${etag}`;
    const kept = pages.get(key);
    if (kept) {
      if (!kept.best && !upgrading) upgrade(key, kept, body, encoding);
      return kept.bytes;
    }
    const bytes = QUICK[encoding](body);
    keep(key, { bytes, best: false });
    return bytes;
  }

  return {
    compressed,
    /** Resolves once the best-quality compression under way, if any, has finished. */
    settled: () => upgrading ?? Promise.resolve(),
  };
}

module.exports = { createCompressedPages };
