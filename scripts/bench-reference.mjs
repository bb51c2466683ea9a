// The static reference a page's Lighthouse figures are compared with: the
// page as the site renders it, frozen. Chromium loads the page, waits until it
// has settled, and keeps its final HTML with every stylesheet inlined and
// every script removed; a plain static server then serves that file, so the
// reference shows what the page would cost as HTML and CSS alone.
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import sirv from 'sirv';

export const REFERENCE_PORT = 4190;

/** Lighthouse's default mobile screen, so the snapshot holds the mobile layout. */
export const MOBILE_CONTEXT = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/**
 * Runs in the page: waits until the DOM has not changed for a second (at most
 * ten), then returns the document with linked stylesheets inlined, scripts and
 * script preloads removed, and a <base> so every relative address still
 * points at the site's files. Also returns the text of the page's <style>
 * elements, which the site injects from JavaScript.
 */
async function freezePage() {
  await document.fonts.ready;
  await new Promise((resolve) => {
    let quiet;
    const done = () => {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(cap);
      resolve();
    };
    const observer = new MutationObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(done, 1000);
    });
    observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    quiet = setTimeout(done, 1000);
    const cap = setTimeout(done, 10_000);
  });

  const rulesOf = (sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n');
  const live = document.documentElement;
  const copy = live.cloneNode(true);
  // A <style> filled through the CSSOM (insertRule) has no text of its own.
  const liveStyles = live.querySelectorAll('style');
  copy.querySelectorAll('style').forEach((style, i) => {
    const sheet = liveStyles[i]?.sheet;
    if (!style.textContent.trim() && sheet) style.textContent = rulesOf(sheet);
  });
  // The server writes stylesheets in as <style data-href> (their file's name);
  // a <style> without one was injected by a script.
  const styleTexts = (written) =>
    Array.from(copy.querySelectorAll('style'))
      .filter((style) => style.hasAttribute('data-href') === written)
      .map((style) => style.textContent);
  const inlineCss = styleTexts(false);
  const writtenCss = styleTexts(true);

  // Stylesheet files become <style> elements; their url()s are made absolute
  // because they were relative to the stylesheet, not to the page.
  for (const link of copy.querySelectorAll('link[rel~="stylesheet"]')) {
    const href = link.href;
    const css = await fetch(href).then((response) => response.text());
    const style = document.createElement('style');
    style.textContent = css.replace(/url\(\s*(['"]?)(.*?)\1\s*\)/g, (whole, quote, address) =>
      /^(data|blob):/.test(address) ? whole : `url(${quote}${new URL(address, href).href}${quote})`,
    );
    link.replaceWith(style);
  }
  copy
    .querySelectorAll(
      'script, link[rel="modulepreload"], link[rel="preload"][as="script"], link[rel="prefetch"]',
    )
    .forEach((element) => element.remove());
  const base = document.createElement('base');
  base.href = location.href;
  copy.querySelector('head').prepend(base);
  return { html: `<!DOCTYPE html>\n${copy.outerHTML}`, inlineCss, writtenCss };
}

/**
 * Loads `url` in a new mobile page of `browser` (Playwright) and returns
 * `{ html, inlineCss, writtenCss }` (see freezePage).
 */
export async function snapshotPage(browser, url) {
  const context = await browser.newContext(MOBILE_CONTEXT);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
    return await page.evaluate(freezePage);
  } finally {
    await context.close();
  }
}

/** Writes a route's snapshot (and its gzip and brotli copies) where the reference server finds it. */
export function writeReference(dir, route, html) {
  const folder = path.join(dir, ...route.split('/').filter(Boolean));
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, 'index.html');
  writeFileSync(file, html);
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(html));
}

/**
 * Serves the written snapshots on 127.0.0.1 like the site serves its own
 * index.html (precompressed, revalidated). Start it after every snapshot is
 * written: the server lists its files once, at start.
 */
export async function startReferenceServer(dir) {
  const files = sirv(dir, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res) {
      res.setHeader('Cache-Control', 'no-cache');
    },
  });
  const server = http.createServer((req, res) =>
    files(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    }),
  );
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(REFERENCE_PORT, '127.0.0.1', resolve);
  });
  return {
    origin: `http://127.0.0.1:${REFERENCE_PORT}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
