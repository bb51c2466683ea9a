#!/usr/bin/env node
// What the main thread does between a page's first paint and the moment it is
// interactive (<html data-interactive>), from a Chromium performance trace on
// the production build: a phone's viewport, the CPU slowed 4x, no network
// throttling. Prints per route the long tasks (over 50 ms) after the first
// paint, their blocking time (the part of each over 50 ms, as Lighthouse's
// TBT counts it), the time to interactive, and where the main thread's time
// went: by trace event (script, style, layout, parsing) and by function
// (sampled CPU profile, self time). Serves the existing build like the
// Lighthouse bench (ports 4100-4103, API 4180): build first, run under the
// lock. Figures, no verdicts.
//
//   node scripts/bench-hydration-trace.mjs [--routes /,/cabs] [--runs 3] [--top 12]
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { benchHostRules, loadAverage as load, startBenchSite } from './bench-site.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const { values } = parseArgs({
  options: {
    routes: { type: 'string', default: '/,/cabs,/jal-mandir' },
    runs: { type: 'string', default: '3' },
    top: { type: 'string', default: '12' },
  },
});
const routes = values.routes.split(',').map((route) => route.trim());
const runs = Number(values.runs);
const top = Number(values.top);

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Collects the trace events of one page load. */
async function traceLoad(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-interactive]', { state: 'attached', timeout: 60_000 });
  const interactiveAt = await page.evaluate(() => performance.now());
  // Work scheduled for right after hydration (effects, timers, idle callbacks) is counted too.
  await page.waitForTimeout(3000);
  await cdp.send('Tracing.end');
  await done;
  await context.close();
  return { events, interactiveAt };
}

function analyse({ events, interactiveAt }) {
  const main = events.find(
    (e) => e.name === 'TracingStartedInBrowser' || e.name === 'TracingStartedInPage',
  );
  // The renderer's main thread: the one with the navigation's first paint.
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const navigationStart = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame,
  );
  const pid = fcp?.pid ?? navigationStart?.pid;
  const tid = fcp?.tid ?? navigationStart?.tid;
  const origin = navigationStart?.ts ?? main?.ts ?? 0;
  const fcpMs = fcp ? (fcp.ts - origin) / 1000 : 0;
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid);
  const tasks = onMain
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur)
    .map((e) => ({
      start: (e.ts - origin) / 1000,
      dur: e.dur / 1000,
      ts: e.ts,
      end: e.ts + e.dur,
    }));
  const after = tasks.filter((t) => t.start >= fcpMs);
  const long = after.filter((t) => t.dur > 50);
  const blocking = long.reduce((sum, t) => sum + (t.dur - 50), 0);
  const inLong = (e) => long.some((t) => e.ts >= t.ts && e.ts < t.end);
  // Top-level work inside long tasks, by event name (self time is not split: children of a kind are nested).
  const byEvent = new Map();
  for (const e of onMain) {
    if (e.ph !== 'X' || !e.dur || e.name === 'RunTask' || !inLong(e)) continue;
    const key =
      e.name === 'FunctionCall' || e.name === 'EvaluateScript' || e.name === 'v8.compile'
        ? `${e.name} ${shortUrl(e.args?.data?.url)}`
        : e.name;
    byEvent.set(key, (byEvent.get(key) ?? 0) + e.dur / 1000);
  }
  return {
    fcp: fcpMs,
    interactive: interactiveAt,
    longTasks: long.length,
    blocking,
    longestTask: Math.max(0, ...long.map((t) => t.dur)),
    byEvent,
    byFunction: profileSelfTimes(events, pid, long),
  };
}

const shortUrl = (url) => {
  if (!url) return '';
  try {
    const { pathname } = new URL(url);
    return pathname.split('/').pop() || pathname;
  } catch {
    return url.slice(-40);
  }
};

/** Self time per function within the long tasks, from the sampled CPU profile. */
function profileSelfTimes(events, pid, long) {
  const nodes = new Map();
  const totals = new Map();
  for (const e of events) {
    if (e.pid !== pid || e.name !== 'ProfileChunk') continue;
    const data = e.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(`${e.id}:${node.id}`, node);
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    let ts = chunkClock.get(e.id) ?? e.ts;
    for (let i = 0; i < samples.length; i++) {
      ts += deltas[i] ?? 0;
      const next = deltas[i + 1] ?? 0;
      if (!long.some((t) => ts >= t.ts && ts < t.end)) continue;
      const key = `${e.id}:${samples[i]}`;
      totals.set(key, (totals.get(key) ?? 0) + next / 1000);
    }
    chunkClock.set(e.id, ts);
  }
  const byName = new Map();
  for (const [key, ms] of totals) {
    const frame = nodes.get(key)?.callFrame;
    if (!frame) continue;
    const name = `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}:${frame.lineNumber + 1}`;
    byName.set(name, (byName.get(name) ?? 0) + ms);
  }
  return byName;
}
const chunkClock = new Map();

const sortedTop = (map, n) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);

console.info(
  `Hydration trace: Chromium ${CHROMIUM_PATH}, 390x844 phone viewport, CPU 4x slower, ` +
    `${runs} run(s) per route; load average ${load()}`,
);
const site = await startBenchSite();
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, `--host-resolver-rules=${benchHostRules()}`],
});
try {
  for (const route of routes) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      chunkClock.clear();
      results.push(analyse(await traceLoad(browser, `${site.baseUrl}${route}`)));
    }
    const pick = (f) => median(results.map(f));
    console.info(
      `\n${route}: first paint ${Math.round(pick((r) => r.fcp))} ms, interactive ${Math.round(
        pick((r) => r.interactive),
      )} ms, long tasks after first paint ${pick((r) => r.longTasks)}, ` +
        `blocking ${Math.round(pick((r) => r.blocking))} ms, longest ${Math.round(
          pick((r) => r.longestTask),
        )} ms (medians; load average ${load()})`,
    );
    // The run with the median blocking time, broken down.
    const typical = [...results].sort((a, b) => a.blocking - b.blocking)[Math.floor(runs / 2)];
    console.info('  in long tasks, by trace event (ms, nested events overlap):');
    for (const [name, ms] of sortedTop(typical.byEvent, top)) {
      console.info(`    ${ms.toFixed(1).padStart(7)}  ${name}`);
    }
    console.info('  in long tasks, by function (self ms, sampled):');
    for (const [name, ms] of sortedTop(typical.byFunction, top)) {
      console.info(`    ${ms.toFixed(1).padStart(7)}  ${name}`);
    }
  }
} finally {
  await browser.close();
  await site.stop();
}
