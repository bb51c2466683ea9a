#!/usr/bin/env node
// How fast the shell's server answers a page: from its render cache (many
// requests at once), and rendered afresh (one at a time; a query string the
// cache has not seen makes each request a new render). Load is bounded in
// requests and time, on 127.0.0.1.
//
//   node scripts/bench-render.mjs [--path /jal-mandir] [--requests 3000] [--uncached 200]
import http from 'node:http';
import { loadAverage, startBenchSite } from './bench-site.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
};
const pagePath = option('path', '/jal-mandir');
const cachedRequests = Number(option('requests', 3000));
const uncachedRequests = Number(option('uncached', 200));
const CONCURRENCY = 8;
const MAX_SECONDS = 60;

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One GET, as a browser asks (brotli accepted); resolves with the status and the milliseconds taken. */
function get(url) {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { 'accept-encoding': 'br' } }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        }),
      );
    });
    request.on('error', reject);
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
};

const site = await startBenchSite();
try {
  const url = `${site.baseUrl.replace('localhost', '127.0.0.1')}${pagePath}`;
  const cold = await get(url);
  console.info(
    `${pagePath}: first request (loads the remote's server build) ${cold.ms.toFixed(1)} ms, HTTP ${cold.status}`,
  );

  const uncached = [];
  for (let i = 0; i < uncachedRequests; i++) uncached.push((await get(`${url}?render=${i}`)).ms);

  const deadline = Date.now() + MAX_SECONDS * 1000;
  let sent = 0;
  let failed = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (sent < cachedRequests && Date.now() < deadline) {
        sent++;
        const { status } = await get(url);
        if (status !== 200) failed++;
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;

  console.info(
    `${pagePath}: rendered afresh, one at a time: median ${median(uncached).toFixed(1)} ms, p95 ${percentile(uncached, 95).toFixed(1)} ms (${uncachedRequests} renders)`,
  );
  console.info(
    `${pagePath}: from the render cache, ${CONCURRENCY} at a time: ${(sent / seconds).toFixed(0)} pages/s (${sent} requests in ${seconds.toFixed(1)} s, ${failed} not 200)`,
  );
  console.info(`load average ${loadAverage()}`);
} finally {
  agent.destroy();
  await site.stop();
}
