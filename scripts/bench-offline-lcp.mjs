#!/usr/bin/env node
// Repeat visits with the service worker in charge: LCP of a page opened
// again online and with no connection at all, after one online visit to `/`
// has saved the essentials. Chromium throttled as Lighthouse's mobile preset
// simulates (150 ms RTT, 1.6 Mbps down, 4× CPU), here applied for real
// through the DevTools protocol; median of 3 loads per page and state.
//
//   node scripts/bench-offline-lcp.mjs [--routes /jal-mandir,/cabs]
import { chromium } from 'playwright-core';
import { benchHostRules, loadAverage, startBenchSite } from './bench-site.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const index = process.argv.indexOf('--routes');
const routes =
  index === -1 ? ['/jal-mandir', '/cabs', '/hi/jal-mandir'] : process.argv[index + 1].split(',');
const RUNS = 3;
const THROTTLE = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** The page's largest contentful paint, in ms since navigation started. */
const LCP = () =>
  new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve(entries[entries.length - 1].startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const site = await startBenchSite();
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, `--host-resolver-rules=${benchHostRules()}`],
});
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${site.baseUrl}/`);
  // The worker saves the essentials once it controls the page.
  await page.waitForSelector('html[data-offline-ready]', { state: 'attached', timeout: 120_000 });

  const rows = [];
  for (const route of routes) {
    const figures = {};
    for (const state of ['online', 'offline']) {
      const offline = state === 'offline';
      await cdp.send('Network.emulateNetworkConditions', { offline, ...THROTTLE });
      await context.setOffline(offline);
      const values = [];
      for (let run = 0; run < RUNS; run++) {
        await page.goto(`${site.baseUrl}${route}`, { waitUntil: 'load' });
        values.push(await page.evaluate(LCP));
      }
      figures[state] = median(values);
    }
    await context.setOffline(false);
    rows.push({ route, ...figures });
  }
  console.info(
    'repeat visit, service worker in charge (median of 3, throttled 150 ms RTT, 1.6 Mbps, 4× CPU)',
  );
  console.info('route                 LCP online  LCP offline');
  for (const row of rows) {
    console.info(
      `${row.route.padEnd(22)}${`${Math.round(row.online)} ms`.padStart(10)}${`${Math.round(row.offline)} ms`.padStart(13)}`,
    );
  }
  console.info(`load average ${loadAverage()}`);
} finally {
  await browser.close();
  await site.stop();
}
