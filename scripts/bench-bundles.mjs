#!/usr/bin/env node
// Prints what the browser downloads to show a route of the production build:
// JavaScript and CSS files, raw and gzip sizes of each, and their total. Serves the existing build on
// spare ports (4100-4103), so run `npm run build` first. Figures, no verdicts.
//   node scripts/bench-bundles.mjs [/ /admin ...]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { BASE_PORT, dirByPort, root, startBenchSite } from './bench-site.mjs';
import { launchChromium } from './chromium.mjs';

const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/admin', '/tools/unit-converter', '/donate'];
const site = await startBenchSite();

const browser = await launchChromium(chromium);

function localFile(url) {
  const { port, pathname } = new URL(url);
  const dir = dirByPort[Number(port)];
  return dir ? path.join(root, dir, pathname) : null;
}

try {
  console.info(
    'route                      files   JS raw  JS gzip  CSS raw  CSS gzip  gzip KB  brotli KB',
  );
  for (const route of routes) {
    const page = await browser.newPage();
    await page.route(/:8080\/|ipapi\.co/, (r) => r.abort());
    const files = new Set();
    page.on('response', (response) => {
      const url = response.url().split('?')[0];
      if (/\.(js|css)$/.test(url)) files.add(url);
    });
    await page.goto(`http://localhost:${BASE_PORT}${route}`, { waitUntil: 'networkidle' });
    const sizes = { js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 } };
    let brotli = 0;
    for (const url of files) {
      const file = localFile(url);
      if (!file) continue;
      const bytes = readFileSync(file);
      const kind = url.endsWith('.css') ? sizes.css : sizes.js;
      kind.raw += bytes.length;
      kind.gzip += gzipSync(bytes, { level: 9 }).length;
      brotli += brotliCompressSync(bytes).length;
    }
    const kb = (n) => (n / 1024).toFixed(1).padStart(8);
    const { js, css } = sizes;
    console.info(
      `${route.padEnd(25)} ${String(files.size).padStart(6)} ${kb(js.raw)} ${kb(js.gzip)} ${kb(css.raw)} ${kb(css.gzip)}  ${kb(js.gzip + css.gzip)} ${kb(brotli)}`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  site.stop();
}
