/**
 * Sequential requests (one connection), timed to the microsecond: at most
 * `maxRequests` or `budgetMs` of them. Fails on any answer but 200.
 */
export async function median(
  url: string,
  method: 'GET' | 'POST',
  body?: string,
  { maxRequests = 300, budgetMs = 5000 } = {},
) {
  const times: number[] = [];
  const deadline = Date.now() + budgetMs;
  while (times.length < maxRequests && Date.now() < deadline) {
    const started = performance.now();
    const response = await fetch(url, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body ? { body } : {}),
    });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(2);
  return { p50: at(0.5), p99: at(0.99), requests: times.length };
}
