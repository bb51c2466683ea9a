#!/usr/bin/env node
// How long visits queued offline take to be stored once the connection
// returns. Serves the existing build (npm run build first) on the benchmark
// ports; run it alone (the ports are fixed).
//
//   node scripts/bench-offline-queue.mjs [queued visits ...]
//
// For each size: open the home page online (its visit is stored), go offline,
// follow that many links in the app (each visit is queued), go online, and
// time from the switch until the API's admin search returns every visit of
// the session. Median of 3 runs, in a desktop window.
import { chromium, devices } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { BENCH_API_PORT, benchHostRules, startBenchSite } from './bench-site.mjs';

const SIZES = process.argv.slice(2).length ? process.argv.slice(2).map(Number) : [2, 20, 100];
const RUNS = 3;
const SEARCH = `http://127.0.0.1:${BENCH_API_PORT}/api/visitors/search`;

async function storedCount(sessionId) {
  const response = await fetch(SEARCH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sessionId, size: 500 }),
  });
  const body = await response.json();
  if (!Array.isArray(body.content))
    throw new Error(`search: ${response.status} ${JSON.stringify(body)}`);
  // Only this session's rows, whatever the search filter's matching rule.
  return body.content.filter((visit) => visit.sessionId === sessionId).length;
}

async function measure(browser, baseUrl, queued) {
  // A desktop Chrome's user agent: the API stores nothing for a headless one (a bot).
  const context = await browser.newContext({
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  // The API answers 201 once the visit is committed: the last answer is the moment all are stored.
  const stored = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/visitors/track') && response.status() === 201) {
      stored.push(performance.now());
    }
  });
  await page.goto(baseUrl);
  while (stored.length < 1) await new Promise((r) => setTimeout(r, 10));
  const sessionId = await page.evaluate(() => sessionStorage.getItem('visitorSessionId'));
  await context.setOffline(true);
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  for (let i = 0; i < queued; i++) {
    await sidebar.getByRole('link', { name: i % 2 ? 'Donate' : 'About' }).click();
  }
  // The last click's visit is in IndexedDB once the queue holds them all.
  await page.waitForFunction(
    (count) =>
      new Promise((resolve) => {
        const open = indexedDB.open('pawapuri-visits');
        open.onsuccess = () => {
          const get = open.result.transaction('queue').objectStore('queue').get('visits');
          get.onsuccess = () => resolve((get.result?.length ?? 0) === count);
        };
      }),
    queued,
  );
  const start = performance.now();
  await context.setOffline(false);
  while (stored.length < queued + 1) await new Promise((r) => setTimeout(r, 10));
  const elapsed = stored.at(-1) - start;
  const count = await storedCount(sessionId);
  if (count !== queued + 1) throw new Error(`${count} visits stored, ${queued + 1} made`);
  await context.close();
  return elapsed;
}

const site = await startBenchSite();
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, `--host-resolver-rules=${benchHostRules()}`],
});
try {
  console.info('queued visits | reconnect to all stored (median of 3) | per visit');
  for (const size of SIZES) {
    const times = [];
    for (let run = 0; run < RUNS; run++) times.push(await measure(browser, site.baseUrl, size));
    times.sort((a, b) => a - b);
    const median = times[1];
    console.info(
      `${String(size).padStart(13)} | ${`${median.toFixed(0)} ms`.padStart(37)} | ${(median / size).toFixed(1)} ms`,
    );
  }
} finally {
  await browser.close();
  await site.stop();
}
