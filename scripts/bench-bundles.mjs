#!/usr/bin/env node
// Prints what the browser downloads to show a route of the production build:
// JavaScript and CSS files, raw and gzip sizes of each, and their total. Serves the existing build on
// spare ports (4100-4103), so run `npm run build` first. Figures, no verdicts, except with
// --check: then the routes and budgets of tooling/budgets.json are used, and the run exits 1
// naming each route over budget and its largest JavaScript files (the chunk that grew).
//   node scripts/bench-bundles.mjs [/ /admin ...]
//   node scripts/bench-bundles.mjs --check
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { BASE_PORT, root, startBenchSite } from './bench-site.mjs';
import { launchChromium } from './chromium.mjs';

const args = process.argv.slice(2);
const check = args.includes('--check');
const budgets = check
  ? JSON.parse(readFileSync(path.join(root, 'tooling/budgets.json'), 'utf8'))
  : null;
const named = args.filter((a) => a !== '--check');
const routes = budgets
  ? Object.keys(budgets.routes)
  : named.length
    ? named
    : ['/', '/admin', '/tools/unit-converter', '/donate'];
const failures = [];
const site = await startBenchSite();

const browser = await launchChromium(chromium);

try {
  console.info(
    'route                      files   JS raw  JS gzip  CSS raw  CSS gzip  gzip KB  brotli KB',
  );
  for (const route of routes) {
    const page = await browser.newPage();
    await page.route(/:8080\/|ipapi\.co/, (r) => r.abort());
    // Each script and stylesheet as the browser received it (decoded), from
    // whichever origin served it: the shell's or a remote's static host.
    const files = new Map();
    page.on('response', (response) => {
      const url = response.url().split('?')[0];
      if (/\.(js|css)$/.test(url) && response.ok()) files.set(url, response.body());
    });
    await page.goto(`http://localhost:${BASE_PORT}${route}`, { waitUntil: 'networkidle' });
    const sizes = { js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 } };
    let brotli = 0;
    let jsBrotli = 0;
    const jsFiles = [];
    for (const [url, body] of files) {
      const bytes = await body;
      const kind = url.endsWith('.css') ? sizes.css : sizes.js;
      kind.raw += bytes.length;
      kind.gzip += gzipSync(bytes, { level: 9 }).length;
      const br = brotliCompressSync(bytes).length;
      brotli += br;
      if (kind === sizes.js) {
        jsBrotli += br;
        jsFiles.push({ file: new URL(url).pathname, br });
      }
    }
    // CSS the server inlined into the HTML (style elements), raw bytes.
    const inlineCss = await page.evaluate(() =>
      [...document.querySelectorAll('style')].reduce(
        (n, s) => n + new TextEncoder().encode(s.textContent ?? '').length,
        0,
      ),
    );
    const kb = (n) => (n / 1024).toFixed(1).padStart(8);
    const { js, css } = sizes;
    console.info(
      `${route.padEnd(25)} ${String(files.size).padStart(6)} ${kb(js.raw)} ${kb(js.gzip)} ${kb(css.raw)} ${kb(css.gzip)}  ${kb(js.gzip + css.gzip)} ${kb(brotli)}`,
    );
    console.info(`${''.padEnd(25)} JS brotli ${kb(jsBrotli)} KB, inlined CSS ${kb(inlineCss)} KB`);
    if (budgets) {
      const budget = budgets[budgets.routes[route]];
      const biggest = jsFiles
        .sort((a, b) => b.br - a.br)
        .slice(0, 5)
        .map((f) => `${f.file} ${(f.br / 1024).toFixed(1)} KB`)
        .join(', ');
      if (jsBrotli > budget.jsBrotliKB * 1024)
        failures.push(
          `${route}: JS ${(jsBrotli / 1024).toFixed(1)} KB brotli > ${budget.jsBrotliKB} KB; largest: ${biggest}`,
        );
      if (inlineCss > budget.inlineCssKB * 1024)
        failures.push(
          `${route}: inlined CSS ${(inlineCss / 1024).toFixed(1)} KB > ${budget.inlineCssKB} KB`,
        );
    }
    await page.close();
  }
} finally {
  await browser.close();
  site.stop();
}
if (failures.length) {
  console.error(`Over budget (tooling/budgets.json):\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
