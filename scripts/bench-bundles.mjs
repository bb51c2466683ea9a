#!/usr/bin/env node
// Prints what the browser downloads to show a route of the production build:
// JavaScript (and CSS) files, raw and gzip sizes. Serves the existing build on
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
  console.info('route                      files   raw KB   gzip KB   brotli KB');
  for (const route of routes) {
    const page = await browser.newPage();
    await page.route(/:8080\/|ipapi\.co/, (r) => r.abort());
    const files = new Set();
    page.on('response', (response) => {
      const url = response.url().split('?')[0];
      if (/\.(js|css)$/.test(url)) files.add(url);
    });
    await page.goto(`http://localhost:${BASE_PORT}${route}`, { waitUntil: 'networkidle' });
    let raw = 0;
    let gzip = 0;
    let brotli = 0;
    for (const url of files) {
      const file = localFile(url);
      if (!file) continue;
      const bytes = readFileSync(file);
      raw += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
      brotli += brotliCompressSync(bytes).length;
    }
    const kb = (n) => (n / 1024).toFixed(1).padStart(8);
    console.info(
      `${route.padEnd(25)} ${String(files.size).padStart(6)} ${kb(raw)} ${kb(gzip)} ${kb(brotli)}`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  site.stop();
}
