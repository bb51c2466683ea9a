/**
 * Compressed copies of the pages a server makes per request, kept by
 * encoding and ETag (a handful of page variants). A page's first request
 * gets brotli at quality 5, which compresses an 80 KB page in about a
 * millisecond; meanwhile quality 11 (tens of milliseconds) runs on Node's
 * thread pool, off the event loop, and serves every later request. On the
 * home page that is 12,875 bytes against 14,520: below the 14,600 or so a
 * new connection carries in its first round trip (ten packets), so the
 * page arrives one round trip sooner.
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
  const pages = new Map();
  /** The best-quality compressions under way. */
  const pending = new Set();

  /** `body` in `encoding` ('br', 'gzip' or 'identity'); `etag` names this version of the page. */
  function compressed(body, etag, encoding) {
    if (encoding === 'identity') return Buffer.from(body);
    const key = `${encoding} ${etag}`;
    const kept = pages.get(key);
    if (kept) return kept;
    const quick = QUICK[encoding](body);
    if (pages.size >= MAX_COMPRESSED) pages.clear();
    pages.set(key, quick);
    const best = new Promise((resolve) => {
      BEST[encoding](body, (error, smaller) => {
        // Replaced only if still kept: a full cache may have let it go meanwhile.
        if (!error && pages.get(key) === quick) pages.set(key, smaller);
        resolve();
      });
    });
    pending.add(best);
    void best.then(() => pending.delete(best));
    return quick;
  }

  return {
    compressed,
    /** Resolves once every best-quality compression under way has finished. */
    settled: () => Promise.all([...pending]).then(() => undefined),
  };
}

module.exports = { createCompressedPages };
