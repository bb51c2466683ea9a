#!/usr/bin/env node
// Prints what the browser downloads to show a route of the production build:
// JavaScript and CSS files, raw and gzip sizes of each, and their total. Serves the existing build on
// spare ports (4100-4103), so run `npm run build` first. Figures, no verdicts, except with
// --check: then the routes and budgets of tooling/budgets.json are used, and the run exits 1
// naming each route over budget, its largest JavaScript files and, from each file's source
// map, the modules that make it up (where to look for what grew). `npm test` runs the check
// right after its build stage.
//   node scripts/bench-bundles.mjs [/ /admin ...]
//   node scripts/bench-bundles.mjs --check
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { FRONT_ENDS } from './apps.mjs';
import { BASE_PORT, root, startBenchSite } from './bench-site.mjs';
import { builtFile, largestModules } from './bundle-contents.mjs';
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

/**
 * The CSS the server wrote into the page's HTML (`<style>` elements, raw
 * bytes, read from the HTML as served: the page's script later swaps them
 * for the whole files), its comments and indented lines, and the size of the
 * whole stylesheets it was taken from (each `data-href`: a remote's file by
 * its address, the shell's by its name, from the site's root).
 */
async function inlinedCss(html, pageUrl) {
  const styles = [...html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/gi)];
  const text = styles.map((style) => style[2]).join('\n');
  const hrefs = styles.flatMap((style) => /data-href="([^"]+)"/.exec(style[1])?.[1] ?? []);
  const whole = await Promise.all(
    hrefs.map(
      async (href) =>
        (await (await fetch(new URL(href, new URL('/', pageUrl)))).arrayBuffer()).byteLength,
    ),
  );
  return {
    bytes: styles.reduce((sum, style) => sum + Buffer.byteLength(style[2]), 0),
    comments: text.match(/\/\*/g)?.length ?? 0,
    indented: text.match(/\n[ \t]+\S/g)?.length ?? 0,
    wholeBytes: whole.reduce((sum, bytes) => sum + bytes, 0),
  };
}
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
    const url = `http://localhost:${BASE_PORT}${route}`;
    const response = await page.goto(url, { waitUntil: 'networkidle' });
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
        jsFiles.push({ url, file: new URL(url).pathname, br });
      }
    }
    const inlined = await inlinedCss(await response.text(), url);
    const inlineCss = inlined.bytes;
    const kb = (n) => (n / 1024).toFixed(1).padStart(8);
    const { js, css } = sizes;
    console.info(
      `${route.padEnd(25)} ${String(files.size).padStart(6)} ${kb(js.raw)} ${kb(js.gzip)} ${kb(css.raw)} ${kb(css.gzip)}  ${kb(js.gzip + css.gzip)} ${kb(brotli)}`,
    );
    console.info(`${''.padEnd(25)} JS brotli ${kb(jsBrotli)} KB, inlined CSS ${kb(inlineCss)} KB`);
    console.info(
      `${''.padEnd(25)} inlined CSS: ${inlined.comments} comments, ${inlined.indented} indented lines; the whole stylesheets it comes from ${kb(inlined.wholeBytes)} KB`,
    );
    if (budgets) {
      const budget = budgets[budgets.routes[route]];
      if (jsBrotli > budget.jsBrotliKB * 1024) {
        const dirs = FRONT_ENDS.map((app) => app.dir);
        const biggest = jsFiles
          .sort((a, b) => b.br - a.br)
          .slice(0, 5)
          .map((f) => {
            const inside = largestModules(builtFile(root, dirs, f.url)).join(', ');
            return `    ${f.file} ${(f.br / 1024).toFixed(1)} KB brotli${inside ? ` (minified: ${inside})` : ''}`;
          });
        failures.push(
          [
            `${route}: JS ${(jsBrotli / 1024).toFixed(1)} KB brotli > ${budget.jsBrotliKB} KB (gzip ${(sizes.js.gzip / 1024).toFixed(1)} KB); its largest files:`,
            ...biggest,
          ].join('\n'),
        );
      }
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
