// Requests the test makes itself: a page straight from one shell instance
// (past the proxy, with the public Host it answers for), and any file
// through the proxy or a static host.
import http from 'node:http';
import https from 'node:https';
import { PUBLIC_HOST } from './hosts.mjs';

/**
 * GET `url` (http or https; `ca` trusted for https): { status, headers, body }.
 * The certificate is checked against the URL's address, whatever Host is sent.
 */
export function get(url, options = {}) {
  return request(url, { ...options, method: 'GET' });
}

/** `method` `url` with `body` (sent as JSON when given), as get() does. */
export function request(url, { method = 'GET', body, ca, headers = {}, timeoutMs = 10_000 } = {}) {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  const payload = body === undefined ? null : Buffer.from(JSON.stringify(body));
  const sent = payload
    ? { ...headers, 'content-type': 'application/json', 'content-length': payload.length }
    : headers;
  return new Promise((resolve, reject) => {
    // No SNI (servername ''): Node would take it from the Host header.
    const tls = target.protocol === 'https:' ? { ca, servername: '' } : {};
    const outgoing = client.request(
      target,
      { ...tls, method, headers: sent, timeout: timeoutMs },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer from ${url}`)));
    outgoing.on('error', reject);
    outgoing.end(payload ?? undefined);
  });
}

/** The page `pathname` as `shell` renders it now (null when it does not answer). */
export async function shellPage(shell, pathname) {
  try {
    return await get(`http://${shell.address}:${shell.port}${pathname}`, {
      headers: { host: PUBLIC_HOST },
    });
  } catch {
    return null;
  }
}

/** Resolves with how long it took until `check()` is truthy (asked every `pollMs`); throws after `boundMs`. */
export async function until(what, check, boundMs, pollMs = 100) {
  const started = performance.now();
  const deadline = Date.now() + boundMs;
  for (;;) {
    if (await check()) return performance.now() - started;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${boundMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
