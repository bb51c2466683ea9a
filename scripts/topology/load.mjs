// A bounded load generator: a few workers asking the proxy for pages, and
// one sending visits (each with its own visitId), until stopped. Every
// answer is counted; a page that is not a 200, and a visit that is not
// acknowledged (201, or 200 for a key already stored), is a failure.
import { randomBytes } from 'node:crypto';
import https from 'node:https';
import { delay } from './processes.mjs';

export const CHROME_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const PAGES = ['/', '/jal-mandir', '/gallery', '/donate', '/hi/jal-mandir', '/about'];
/** A request that takes longer counts as failed. */
const TIMEOUT_MS = 15_000;

/**
 * Starts the load on `origin` (whose certificate is `ca`): `pageWorkers`
 * workers, each pausing `pauseMs` between requests (the load stays bounded on
 * a shared machine), and one worker sending visits.
 */
export function startLoad({ origin, ca, pageWorkers = 3, pauseMs = 20 }) {
  const agent = new https.Agent({ ca, keepAlive: true, maxSockets: pageWorkers + 1 });
  const acknowledged = new Set();
  let phase = newPhase();
  let running = true;

  const request = (method, pathname, body) =>
    new Promise((resolve) => {
      const started = performance.now();
      const req = https.request(
        new URL(pathname, origin),
        {
          method,
          agent,
          timeout: TIMEOUT_MS,
          headers: {
            'user-agent': CHROME_AGENT,
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
          res.on('error', (error) => resolve({ error: error.message }));
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
      req.on('error', (error) => resolve({ error: error.message }));
      req.end(body);
    });

  async function pageWorker(index) {
    for (let n = index; running; n++) {
      const pathname = PAGES[n % PAGES.length];
      const answer = await request('GET', pathname);
      if (answer.status === 200) {
        phase.pages += 1;
        phase.times.push(answer.ms);
      } else phase.failures.push(`GET ${pathname}: ${answer.status ?? answer.error}`);
      await delay(pauseMs);
    }
  }

  async function visitWorker() {
    while (running) {
      const visitId = randomBytes(18).toString('base64url');
      const answer = await request('POST', '/api/visitors/track', JSON.stringify(visit(visitId)));
      if (answer.status === 201 || answer.status === 200) {
        acknowledged.add(visitId);
        phase.visits += 1;
      } else phase.failures.push(`POST a visit: ${answer.status ?? answer.error}`);
      await delay(pauseMs * 2);
    }
  }

  const workers = [
    ...Array.from({ length: pageWorkers }, (_, index) => pageWorker(index)),
    visitWorker(),
  ];
  return {
    /** The counts since the last call (or the start), and a new phase begun. */
    take() {
      const done = phase;
      phase = newPhase();
      return summary(done);
    },
    acknowledged,
    async stop() {
      running = false;
      await Promise.all(workers);
      agent.destroy();
      return summary(phase);
    },
  };
}

function newPhase() {
  return { pages: 0, visits: 0, failures: [], times: [] };
}

function summary({ pages, visits, failures, times }) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0;
  return { pages, visits, failures, p50: at(0.5), p99: at(0.99) };
}

function visit(visitId) {
  return {
    browser: 'Chrome',
    operatingSystem: 'Linux',
    deviceType: 'desktop',
    pageVisited: '/jal-mandir',
    referrer: 'Direct',
    sessionId: `topology-${visitId.slice(0, 12)}`,
    screenResolution: '1920x1080',
    language: 'en',
    visitId,
  };
}
