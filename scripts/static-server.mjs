import { createHash } from 'node:crypto';
import http from 'node:http';
import sirv from 'sirv';
import { createCompressedPages } from '../tooling/compressed-pages.js';

/** Files whose names carry a content hash never change: a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Federation's fixed names (remotes.json, mf-manifest.json, remoteEntry.js)
 * change with every deploy of their app, yet a visitor should not wait on
 * them: fresh for a minute, then for a day still used at once while the
 * browser fetches the new copy in the background.
 */
export const SHORT = 'public, max-age=60, stale-while-revalidate=86400';
/** index.html and everything else: asked again each time (a 304 when unchanged). */
export const REVALIDATE = 'no-cache';

const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|jpe?g|webp|gif|woff2?)$/;
const FEDERATION = /(^|\/)(remotes\.json|mf-manifest\.json|remoteEntry\.js)$/;
/** A page rather than a file (no extension): what the single-page fallback answers with index.html. */
const isPage = (pathname) => pathname === '/index.html' || !/\.[^/]*$/.test(pathname);

/** The Cache-Control header a path of a build is served with. */
export function cacheControlFor(pathname) {
  if (HASHED.test(pathname)) return IMMUTABLE;
  if (FEDERATION.test(pathname)) return SHORT;
  return REVALIDATE;
}

/** Compressed copies of the pages made per request (tooling/compressed-pages.js). */
const compressedPages = createCompressedPages();

/** Answers a page generated per request (rendered, or index.html with remotes.json inlined). */
function sendPage(req, res, body, status = 200) {
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  const common = {
    'Cache-Control': REVALIDATE,
    ETag: etag,
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, common);
    res.end();
    return;
  }
  const accepted = req.headers['accept-encoding'] ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
  const encoded = compressedPages.compressed(body, etag, encoding);
  res.writeHead(status, {
    ...common,
    'Content-Type': 'text/html;charset=utf-8',
    'Content-Length': encoded.length,
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  });
  res.end(req.method === 'HEAD' ? undefined : encoded);
}

/**
 * Serves one production build: precompressed files when the browser accepts
 * them, caching by kind of file (cacheControlFor), SPA fallback to
 * index.html, and CORS so the shell on another port can load a remote's files.
 * `extra(req, res)` may answer a request first (the shell's remotes.json);
 * `page(req)`, when given, answers every page instead of the index.html on
 * disk: `{ status, html }` or a promise of it (the shell renders its pages).
 */
export function createStaticServer(dir, { extra, page } = {}) {
  const files = sirv(dir, {
    single: true,
    gzip: true,
    brotli: true,
    etag: true,
    dev: false,
    setHeaders(res, pathname) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', cacheControlFor(pathname));
    },
  });
  return http.createServer((req, res) => {
    if (extra?.(req, res)) return;
    if (page && (req.method === 'GET' || req.method === 'HEAD')) {
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      if (isPage(pathname)) {
        Promise.resolve(page(req)).then(
          ({ status, html }) => sendPage(req, res, html, status),
          (error) => {
            console.error(`Answering ${pathname} failed:`, error);
            res.statusCode = 500;
            res.end('The page could not be prepared.');
          },
        );
        return;
      }
    }
    files(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    });
  });
}
