// Loads a build of tooling/chunk-integrity-build.js in Chromium three ways,
// the files as built, its lazy script with one line appended, and its lazy
// stylesheet with one byte changed, and prints what ran and applied in each
// as JSON: the proof that browsers refuse a changed chunk.
//
//   node scripts/chunk-integrity-browser.mjs <dist folder> <port>
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { launchChromium } from './chromium.mjs';

const [dist, port] = [process.argv[2], Number(process.argv[3])];
const lazy = (ext) =>
  readdirSync(dist).find((file) => file.startsWith('lazy.') && file.endsWith(ext));

const PAGE =
  '<!doctype html><html><head><meta charset="utf-8"></head>' +
  '<body><p class="lazy">text</p><script src="/main.js"></script></body></html>';

/** What the static host changes, per case: a file's name and the change. */
const CHANGES = {
  untouched: {},
  'lazy script': { [lazy('.js')]: (text) => `${text}\n;window.tampered = true;` },
  'lazy stylesheet': { [lazy('.css')]: (text) => text.replace(/3\)/, '4)') },
};

let changes = {};
const server = http.createServer((request, response) => {
  const file = new URL(request.url, 'http://host').pathname.slice(1);
  if (file === '') {
    response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    return;
  }
  let body;
  try {
    body = readFileSync(path.join(dist, path.basename(file)), 'utf8');
  } catch {
    response.writeHead(404).end();
    return;
  }
  const change = changes[path.basename(file)];
  response
    .writeHead(200, {
      'content-type': file.endsWith('.css') ? 'text/css' : 'text/javascript',
      'access-control-allow-origin': '*',
      'cache-control': 'no-store',
    })
    .end(change ? change(body) : body);
});
await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));

const browser = await launchChromium(chromium);
const results = {};
try {
  for (const [name, change] of Object.entries(CHANGES)) {
    changes = change;
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`http://127.0.0.1:${port}/`);
    // The lazy chunk sets lazyRan; a refused file ends the load with an error instead.
    await page
      .waitForFunction(() => window.lazyRan !== undefined, null, { timeout: 5000 })
      .catch(() => {});
    results[name] = await page.evaluate(() => ({
      lazyRan: window.lazyRan !== undefined,
      tampered: window.tampered === true,
      colour: getComputedStyle(document.querySelector('.lazy')).color,
    }));
    results[name].integrityErrors = errors.filter((text) => /integrity/i.test(text)).length;
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
console.info(JSON.stringify(results));
