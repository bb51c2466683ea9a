import autocannon from 'autocannon';
import { BROWSER_UA, VALID_VISIT, rssBytes, type ApiProcess } from './api-process';
import { median } from './sequential-timing';

const TRACK_CALLS = 3000;

/** Bytes as whole megabytes, for memory figures. */
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Starts the index's load with a cheap filtered view, then waits until /health says it is in. */
export async function loadIndex(api: ApiProcess): Promise<void> {
  const before = rssBytes(api.child.pid);
  const started = Date.now();
  await fetch(`${api.url}/api/visitors/dashboard?period=today&country=India`);
  let visits = 0;
  while (visits === 0 && Date.now() - started < 180_000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const health = (await (await fetch(`${api.url}/health`)).json()) as {
      database: { indexedVisits: number };
    };
    visits = health.database.indexedVisits;
  }
  console.info(
    `  visit index: ${visits.toLocaleString('en-IN')} visits loaded in ${((Date.now() - started) / 1000).toFixed(1)} s; API RSS ${mb(before)} -> ${mb(rssBytes(api.child.pid))}`,
  );
}

/**
 * Track calls at 10 connections, at most `TRACK_CALLS` or `seconds`: latency
 * percentiles and errors. Bounded in calls too, so the year seeded for these
 * views grows by only a few thousand visits a run.
 */
export async function trackLatency(api: ApiProcess, seconds: number) {
  const result = await autocannon({
    url: `${api.url}/api/visitors/track`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
    body: JSON.stringify(VALID_VISIT),
    connections: 10,
    amount: TRACK_CALLS,
    duration: seconds,
  });
  return `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.total} calls, ${result.non2xx} not 2xx`;
}

/** How many requests warm a view up, and how many (within how long) are then timed. */
export interface ViewTimingOptions {
  warm: { maxRequests: number; budgetMs: number };
  timed: { maxRequests: number; budgetMs: number };
}

/** A warmed server: at most 100 timed requests or 4 s per view. */
export const WARM_SERVER: ViewTimingOptions = {
  warm: { maxRequests: 3, budgetMs: 2000 },
  timed: { maxRequests: 100, budgetMs: 4000 },
};

/**
 * GET /api/visitors/dashboard for each query: its median and p99 from
 * sequential requests after a few unmeasured ones, one line each.
 */
export async function timeViews(
  api: ApiProcess,
  queries: readonly string[],
  { warm, timed }: ViewTimingOptions = WARM_SERVER,
): Promise<void> {
  for (const query of queries) {
    const url = `${api.url}/api/visitors/dashboard?${query}`;
    await median(url, 'GET', undefined, warm);
    const r = await median(url, 'GET', undefined, timed);
    console.info(`  ${query}: median ${r.p50} ms, p99 ${r.p99} ms (${r.requests} requests)`);
  }
}

/** Tracking alone, then tracking while one client asks for `view` again and again. */
export async function trackingBeside(api: ApiProcess, view: string): Promise<void> {
  console.info(`  track alone: ${await trackLatency(api, 5)}`);
  let views = 0;
  let running = true;
  const asking = (async () => {
    while (running) {
      await (await fetch(`${api.url}/api/visitors/dashboard?${view}`)).arrayBuffer();
      views += 1;
    }
  })();
  const beside = await trackLatency(api, 5);
  running = false;
  await asking;
  console.info(`  track beside ${view} (${views} views answered meanwhile): ${beside}`);
}
