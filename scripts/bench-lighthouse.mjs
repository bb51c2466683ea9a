#!/usr/bin/env node
// Lighthouse per route on the production build, beside a static reference of
// the same page measured in the same run. Lighthouse's default configuration:
// mobile form factor, simulated throttling (150 ms RTT, 1.6 Mbps, 4x CPU),
// performance only; each figure is the median of its runs, each run's LCP and
// TBT printed beside it. With --weak-signal, a weak mobile network in place of
// the default throttling (400 ms RTT, 400 Kbps, 4x CPU: WEAK_SIGNAL in
// bench-lighthouse-audit.mjs); with --no-reference, the site alone. Serves the
// existing build on spare ports (4100-4103, API 4180, reference 4190), so run
// `npm run build` first, under the lock the end-to-end tests use. Figures, no
// verdicts.
//
//   node scripts/bench-lighthouse.mjs [--routes /,/jal-mandir] [--runs 3] [--max-minutes 40]
//                                     [--weak-signal] [--no-reference]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { WEAK_SIGNAL, auditOnce } from './bench-lighthouse-audit.mjs';
import { snapshotPage, startReferenceServer, writeReference } from './bench-reference.mjs';
import { benchHostRules, loadAverage as load, root, startBenchSite } from './bench-site.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const ROUTES = [
  '/',
  '/jal-mandir',
  '/gallery',
  '/donate',
  '/hotels',
  '/cabs',
  '/hi/jal-mandir',
  '/tools/unit-converter',
  '/tools/image-editor',
  '/analytics',
  '/admin',
];

function options() {
  const { values } = parseArgs({
    options: {
      routes: { type: 'string' },
      runs: { type: 'string', default: '3' },
      'max-minutes': { type: 'string', default: '40' },
      'weak-signal': { type: 'boolean', default: false },
      'no-reference': { type: 'boolean', default: false },
    },
  });
  const routes = values.routes ? values.routes.split(',').map((route) => route.trim()) : ROUTES;
  const runs = Number(values.runs);
  const maxMinutes = Number(values['max-minutes']);
  const wrong = (message) => {
    console.error(`bench-lighthouse: ${message}`);
    process.exit(2);
  };
  if (!routes.length || routes.some((route) => !route.startsWith('/'))) {
    wrong('--routes takes paths starting with "/", separated by commas (--routes /,/jal-mandir)');
  }
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) wrong('--runs takes a whole number, 1 to 9');
  if (!(maxMinutes > 0)) wrong('--max-minutes takes a number of minutes above 0');
  return {
    routes,
    runs,
    deadline: Date.now() + maxMinutes * 60_000,
    throttling: values['weak-signal'] ? WEAK_SIGNAL : undefined,
    withReference: !values['no-reference'],
  };
}

const median = (values) => {
  const known = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (!known.length) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle] : (known[middle - 1] + known[middle]) / 2;
};

/** Median of each figure over the runs that succeeded. */
function medians(runs) {
  const ok = runs.filter((run) => !run.error);
  const of = (pick) => median(ok.map(pick));
  return {
    runs: ok.length,
    score: of((run) => run.score),
    fcp: of((run) => run.fcp),
    lcp: of((run) => run.lcp),
    tbt: of((run) => run.tbt),
    cls: of((run) => run.cls),
    jsGzip: of((run) => run.js.gzip),
    cssGzip: of((run) => run.css.gzip),
    documentTransfer: of((run) => run.documentTransfer),
    benchmarkIndex: of((run) => run.benchmarkIndex),
    each: (pick, format) => ok.map((run) => format(pick(run))).join(', '),
  };
}

const na = (value, format) => (value === null || value === undefined ? 'n/a' : format(value));
const seconds = (ms) => na(ms, (v) => `${(v / 1000).toFixed(2)} s`);
const millis = (ms) => na(ms, (v) => `${Math.round(v)} ms`);
const kb = (bytes) => na(bytes, (v) => (v / 1024).toFixed(1));

const COLUMNS = [
  ['route', 22],
  ['score', 5],
  ['FCP', 8],
  ['LCP', 8],
  ['TBT', 8],
  ['CLS', 6],
  ['JS gz KB', 8],
  ['CSS gz KB', 9],
  ['CSS in HTML gz KB', 17],
  ['CSS in JS gz KB', 15],
  ['ref score', 9],
  ['ref LCP', 8],
  ['ref HTML+CSS br KB', 18],
  ['LCP / ref', 9],
  ['LCP of each run', 22],
  ['TBT of each run', 22],
];
const row = (cells) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(COLUMNS[i][1]) : cell.padStart(COLUMNS[i][1])));

function printRow(route, site, reference, pageCss) {
  const ratio = site.lcp && reference.lcp ? `${(site.lcp / reference.lcp).toFixed(2)}x` : 'n/a';
  console.info(
    row([
      route,
      na(site.score, String),
      seconds(site.fcp),
      seconds(site.lcp),
      millis(site.tbt),
      na(site.cls, (v) => v.toFixed(3)),
      kb(site.jsGzip),
      kb(site.cssGzip),
      kb(pageCss?.written),
      kb(pageCss?.injected),
      na(reference.score, String),
      seconds(reference.lcp),
      kb(reference.documentTransfer),
      ratio,
      site.each((run) => run.lcp, seconds),
      site.each((run) => run.tbt, millis),
    ]).join('  '),
  );
}

const { routes, runs, deadline, throttling, withReference } = options();
const started = Date.now();
const chromiumVersion = execFileSync(CHROMIUM_PATH, ['--version'], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'ignore'],
}).trim();
const lighthouseVersion = JSON.parse(
  readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
).version;
console.info(
  `Lighthouse ${lighthouseVersion}, ${chromiumVersion}; mobile, simulated throttling ` +
    (throttling
      ? `on a weak signal (${throttling.rttMs} ms RTT, ${throttling.throughputKbps} Kbps, ${throttling.cpuSlowdownMultiplier}x CPU); `
      : '(Lighthouse default: 150 ms RTT, 1.6 Mbps, 4x CPU); ') +
    `median of ${runs} run${runs === 1 ? '' : 's'} per page; load average ${load()}`,
);

const site = await startBenchSite();
const snapshots = mkdtempSync(path.join(tmpdir(), 'pawapuri-reference-'));
let reference = null;
try {
  // Every snapshot first: the reference server lists its files when it starts.
  const pageCss = {};
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=${benchHostRules()}`],
  });
  try {
    for (const route of routes) {
      const { html, inlineCss, writtenCss } = await snapshotPage(
        browser,
        `${site.baseUrl}${route}`,
      );
      writeReference(snapshots, route, html);
      const gzipBytes = (texts) => gzipSync(texts.join('\n'), { level: 9 }).length;
      pageCss[route] = { written: gzipBytes(writtenCss), injected: gzipBytes(inlineCss) };
    }
  } finally {
    await browser.close();
  }
  if (withReference) reference = await startReferenceServer(snapshots);

  console.info(`\n${row(COLUMNS.map(([title]) => title)).join('  ')}`);
  const benchmarkIndexes = [];
  for (const route of routes) {
    if (Date.now() > deadline) {
      console.info(`stopped before ${route}: the --max-minutes limit was reached`);
      break;
    }
    const siteRuns = [];
    const referenceRuns = [];
    // Site and reference take turns, so both see the same moments of a noisy machine.
    for (let i = 0; i < runs; i++) {
      siteRuns.push(await auditOnce(`${site.baseUrl}${route}`, { throttling }));
      if (reference) {
        referenceRuns.push(await auditOnce(`${reference.origin}${route}`, { throttling }));
      }
    }
    for (const run of [...siteRuns, ...referenceRuns]) {
      if (run.error) console.info(`  (a run of ${route} failed: ${run.error})`);
    }
    const siteFigures = medians(siteRuns);
    const referenceFigures = medians(referenceRuns);
    benchmarkIndexes.push(siteFigures.benchmarkIndex, referenceFigures.benchmarkIndex);
    printRow(route, siteFigures, referenceFigures, pageCss[route]);
  }
  console.info(
    '\nscore: Lighthouse performance (0-100). JS gz, CSS gz: the script and stylesheet files ' +
      'loaded, gzip -9 from the build. CSS in HTML: the stylesheets the server wrote into the ' +
      'page. CSS in JS: the <style> text the page injects (already inside the JS figure). ref: the same page frozen after it settled (its final HTML with ' +
      'the CSS inlined, scripts removed) served as a static file; HTML+CSS br KB is its ' +
      'transfer size. LCP / ref: the site LCP over the reference LCP.',
  );
  console.info(
    `Lighthouse benchmark index (CPU, higher is faster): median ${na(median(benchmarkIndexes), Math.round)}; ` +
      `load average now ${load()}; took ${((Date.now() - started) / 60_000).toFixed(1)} min`,
  );
} finally {
  await reference?.stop();
  await site.stop();
  rmSync(snapshots, { recursive: true, force: true });
}
