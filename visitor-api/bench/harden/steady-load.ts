import autocannon from 'autocannon';
import { BROWSER_UA, VALID_VISIT, rssBytes, startApi, stopApi } from '../api-process';
import type { Engine } from './stores';
import { mb, percentile, type Verdict } from './table';

/**
 * Track calls at a fixed rate for a bounded time (autocannon's overallRate: an
 * open-loop generator, its latencies corrected for coordinated omission), with
 * the server's RSS read every second.
 */
export async function runSteadyLoad(
  engine: Engine,
  {
    rate,
    seconds,
    connections,
    env,
  }: { rate: number; seconds: number; connections: number; env: Record<string, string> },
  ports?: [number, number],
): Promise<{ verdicts: Verdict[]; report: string }> {
  const store = await engine.freshStore('load');
  const api = await startApi('src/server.ts', {
    env: { ...store.env, ...env },
    ...(ports ? { ports } : {}),
  });
  const samples: number[] = [];
  const idle = rssBytes(api.child.pid);
  const sampler = setInterval(() => {
    try {
      samples.push(rssBytes(api.child.pid));
    } catch {
      // The process is gone; the load run reports its errors.
    }
  }, 1000);
  let result: autocannon.Result;
  try {
    result = await autocannon({
      url: `${api.url}/api/visitors/track`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
      body: JSON.stringify(VALID_VISIT),
      connections,
      overallRate: rate,
      duration: seconds,
      timeout: 10,
    });
  } finally {
    clearInterval(sampler);
    await stopApi(api);
  }
  const stored = await store.count();
  const total = result.requests.total;
  const ok = result['2xx'];
  const errors = result.non2xx + result.errors;
  const sorted = [...samples].sort((a, b) => a - b);
  const first = samples[0] ?? 0;
  const last = samples[samples.length - 1] ?? 0;
  // Flat: after the first quarter (warm-up), the last quarter's median is within 10 % of the second's.
  const quarter = Math.max(1, Math.floor(samples.length / 4));
  const median = (part: number[]) =>
    percentile(
      [...part].sort((a, b) => a - b),
      0.5,
    );
  const early = median(samples.slice(quarter, 2 * quarter));
  const late = median(samples.slice(-quarter));
  const flat = samples.length >= 4 && late <= early * 1.1;
  const report = [
    `steady load on ${engine.label}: ${rate} track calls/s for ${seconds} s over ${connections} connections, all from 127.0.0.1, server started with ${Object.entries(
      env,
    )
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}`,
    `  sent ${total} (${(total / seconds).toFixed(0)}/s), 2xx ${ok}, non-2xx ${result.non2xx}, errors ${result.errors} (timeouts ${result.timeouts}); rows stored ${stored}`,
    `  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    `  RSS idle ${mb(idle)}; during (${samples.length} samples) min ${mb(sorted[0] ?? 0)}, median ${mb(percentile(sorted, 0.5))}, max ${mb(sorted[sorted.length - 1] ?? 0)}; first ${mb(first)}, last ${mb(last)}; second-quarter median ${mb(early)} vs last-quarter ${mb(late)}: ${flat ? 'flat' : 'growing'}`,
  ].join('\n');
  return {
    report,
    verdicts: [
      {
        engine: engine.label,
        check: `${rate}/s for ${seconds} s: errors (non-2xx + failed)`,
        figure: `${errors} of ${total}; p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
        // Requests still in flight when the run ends are stored but not counted by autocannon.
        met: errors === 0 && stored >= ok,
      },
      {
        engine: engine.label,
        check: `${rate}/s for ${seconds} s: rate reached (95 %)`,
        figure: `${(total / seconds).toFixed(0)}/s`,
        met: total >= rate * seconds * 0.95,
      },
      {
        engine: engine.label,
        check: `${rate}/s for ${seconds} s: RSS flat`,
        figure: `${mb(first)} first, ${mb(last)} last, max ${mb(sorted[sorted.length - 1] ?? 0)}`,
        met: flat,
      },
    ],
  };
}
