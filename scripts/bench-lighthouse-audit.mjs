// One Lighthouse run of one URL: a fresh headless Chromium (so no cache,
// connection or service worker is carried over from the run before), the
// default configuration (mobile form factor, simulated throttling) or a
// weaker network in its place (WEAK_SIGNAL), performance only. Returns the
// figures the benchmark prints.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchHostRules, dirByPort, root } from './bench-site.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

/**
 * A pilgrim's phone on a weak signal: 400 ms round trips, 400 Kbps down and
 * up, the CPU 4x slower than this machine. Simulated like Lighthouse's
 * default (150 ms, 1.6 Mbps, 4x), whose other settings it keeps.
 */
export const WEAK_SIGNAL = {
  rttMs: 400,
  throughputKbps: 400,
  cpuSlowdownMultiplier: 4,
  requestLatencyMs: 400,
  downloadThroughputKbps: 400,
  uploadThroughputKbps: 400,
};

/** Gzip size (level 9, like bench-bundles.mjs) of a file the site served, from its build folder. */
function gzipBytes(url) {
  const { port, pathname } = new URL(url);
  const dir = dirByPort[Number(port)];
  if (!dir) return null;
  try {
    return gzipSync(readFileSync(path.join(root, dir, decodeURIComponent(pathname))), {
      level: 9,
    }).length;
  } catch {
    return null;
  }
}

/** Bytes of the scripts or stylesheets of a run: gzip (from the build) and as transferred. */
function bytesOf(requests, resourceType) {
  let gzip = 0;
  let transfer = 0;
  for (const request of requests) {
    if (request.resourceType !== resourceType) continue;
    transfer += request.transferSize ?? 0;
    // A file the build does not hold counts with what was transferred.
    gzip += gzipBytes(request.url) ?? request.transferSize ?? 0;
  }
  return { gzip, transfer };
}

/**
 * Runs Lighthouse on `url`, with `throttling` (Lighthouse's setting of that
 * name, e.g. WEAK_SIGNAL) in place of the default when given. Resolves to `{ score, fcp, lcp, tbt, cls, js,
 * css, documentTransfer, lighthouseVersion, benchmarkIndex }` (times in ms,
 * bytes), or `{ error }` when the run failed.
 */
export async function auditOnce(url, { throttling } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, `--host-resolver-rules=${benchHostRules()}`],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Bounds one run on a slow, shared machine.
      maxWaitForFcp: 15_000,
      maxWaitForLoad: 30_000,
      ...(throttling ? { throttlingMethod: 'simulate', throttling } : {}),
    });
    const lhr = result?.lhr;
    if (!lhr) return { error: 'Lighthouse returned no result' };
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    const metric = (id) => lhr.audits[id]?.numericValue ?? null;
    const details = lhr.audits['network-requests']?.details;
    const requests = details?.type === 'table' ? details.items : [];
    const html = requests.find((request) => request.resourceType === 'Document');
    const score = lhr.categories.performance?.score;
    return {
      score: typeof score === 'number' ? Math.round(score * 100) : null,
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      js: bytesOf(requests, 'Script'),
      css: bytesOf(requests, 'Stylesheet'),
      documentTransfer: html?.transferSize ?? null,
      lighthouseVersion: lhr.lighthouseVersion,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    chrome.kill();
  }
}
