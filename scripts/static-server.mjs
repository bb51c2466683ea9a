import http from 'node:http';
import sirv from 'sirv';

// Files whose names carry a content hash never change: cache them for a year.
const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|jpe?g|webp|gif|woff2?)$/;

/**
 * Serves one production build: precompressed files when the browser accepts
 * them, long caching for hashed files, revalidation for entry points
 * (index.html, remoteEntry.js, mf-manifest.json), SPA fallback to index.html,
 * and CORS so the shell on another port can load a remote's files.
 * `extra(req, res)` may answer a request first (the shell's remotes.json).
 */
export function createStaticServer(dir, extra) {
  const files = sirv(dir, {
    single: true,
    gzip: true,
    brotli: true,
    etag: true,
    dev: false,
    setHeaders(res, pathname) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader(
        'Cache-Control',
        HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return http.createServer((req, res) => {
    if (extra?.(req, res)) return;
    files(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    });
  });
}
