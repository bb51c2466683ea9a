#!/usr/bin/env node
// Layout shift and the warm-cache request chain of the composed site, in
// Chromium at a phone viewport. Serves the existing build (npm run build
// first) on the benchmark ports; run it alone (the ports are fixed).
//
//   node scripts/bench-caching.mjs [/path ...]
//
// For each route it prints:
// - CLS: the layout-shift entries a PerformanceObserver saw during a first
//   load (without recent input), summed, and which elements moved (median of
//   3 loads);
// - on a repeat visit (warm HTTP cache, a normal navigation): the requests
//   that went to the network before the page's h1 showed (a 304 counts: it is
//   a round trip), and how many of them ran one after another: the longest
//   sequence in which each request started only after the one before it had
//   finished (the document alone is 1).
import { chromium } from 'playwright';
import { launchChromium } from './chromium.mjs';
import { startBenchSite } from './bench-site.mjs';

const ROUTES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/jal-mandir', '/donate', '/admin'];
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};
const CONTENT = 'main h1';
const RUNS = 3;

/** Collects layout shifts from the very start of the page. */
function observeLayoutShifts() {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shifts.push({
        value: entry.value,
        sources: (entry.sources ?? []).map((source) => {
          const node = source.node;
          if (!node || !node.tagName) return '?';
          return node.tagName.toLowerCase() + (node.id ? `#${node.id}` : '');
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function measureShift(browser, url) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.addInitScript(observeLayoutShifts);
  await page.goto(url);
  await page.waitForSelector(CONTENT, { timeout: 20_000 });
  // Late arrivals (images, the footer's counts, fonts) may still move things.
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(1500);
  const shifts = await page.evaluate(() => window.__shifts);
  await context.close();
  const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
  const moved = [...new Set(shifts.flatMap((shift) => shift.sources))];
  return { cls, moved };
}

async function measureChain(browser, url, origin) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  // First visit fills the HTTP cache.
  await page.goto(url);
  await page.waitForSelector(CONTENT, { timeout: 20_000 });
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.goto('about:blank');

  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  let contentShown = false;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (contentShown || event.request.url.startsWith('data:')) return;
    requests.set(event.requestId, {
      url: event.request.url,
      start: event.timestamp,
      end: Infinity,
      network: true,
      status: 0,
    });
  });
  const fromCache = (event) => {
    const request = requests.get(event.requestId);
    if (request) request.network = false;
  };
  cdp.on('Network.requestServedFromCache', fromCache);
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.status = event.response.status;
    if (event.response.fromDiskCache || event.response.fromPrefetchCache) request.network = false;
  });
  const finished = (event) => {
    const request = requests.get(event.requestId);
    if (request) request.end = event.timestamp;
  };
  cdp.on('Network.loadingFinished', finished);
  cdp.on('Network.loadingFailed', finished);
  await page.goto(url);
  await page.waitForSelector(CONTENT, { timeout: 20_000 });
  contentShown = true;
  await context.close();

  // The site's own files only (the API and third parties do not hold the content back).
  const site = [...requests.values()].filter((request) => {
    const { hostname, port } = new URL(request.url);
    return hostname === new URL(origin).hostname && Number(port) < 4180;
  });
  const network = site.filter((request) => request.network).sort((a, b) => a.start - b.start);
  const depths = new Map();
  for (const request of network) {
    const before = network.filter((other) => depths.has(other) && other.end <= request.start);
    depths.set(request, 1 + Math.max(0, ...before.map((other) => depths.get(other))));
  }
  return {
    total: site.length,
    network: network.map((r) => `${new URL(r.url).port}${new URL(r.url).pathname} ${r.status}`),
    chain: Math.max(0, ...depths.values()),
  };
}

const { baseUrl, stop } = await startBenchSite();
const browser = await launchChromium(chromium);
try {
  console.info(`Caching and layout shift (phone viewport 390x844), ${baseUrl}`);
  for (const route of ROUTES) {
    const url = new URL(route, baseUrl).toString();
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measureShift(browser, url));
    runs.sort((a, b) => a.cls - b.cls);
    const shift = runs[Math.floor(RUNS / 2)];
    const chain = await measureChain(browser, url, baseUrl);
    console.info(
      `${route.padEnd(12)} CLS ${shift.cls.toFixed(3)} (median of ${RUNS}: ${runs.map((r) => r.cls.toFixed(3)).join(', ')})${shift.moved.length ? ` (moved: ${shift.moved.join(', ')})` : ''}`,
    );
    console.info(
      `${''.padEnd(12)} repeat visit: ${chain.network.length} of ${chain.total} site requests to the network before the h1, ${chain.chain} in sequence`,
    );
    for (const line of chain.network) console.info(`${''.padEnd(14)}${line}`);
  }
} finally {
  await browser.close();
  stop();
}
