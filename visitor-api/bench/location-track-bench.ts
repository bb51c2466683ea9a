import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BROWSER_UA, VALID_VISIT, rssBytes, startApi, stopApi } from './api-process';

/*
 * npm run bench:location-track -w visitor-api (after npm run build)
 * Prints figures, asserts nothing: track's throughput when the browser sends
 * the location, when the API looks it up for a few returning addresses, and
 * when every request comes from an address never seen (each a full lookup);
 * and the API's resident memory with GEOIP_DATABASE at its default and off.
 * The client address is set through X-Forwarded-For from a trusted loopback.
 */
const SECONDS = 10;
/**
 * The browser's own lookup names many cities too: one per returning address,
 * so both kinds of run store as varied rows (a city index takes scattered
 * inserts more slowly than one value appended to over and over).
 */
const WITH_COUNTRY = Array.from({ length: 200 }, (_, n) =>
  JSON.stringify({ ...VALID_VISIT, city: `Town ${n}` }),
);
const WITHOUT_COUNTRY = [JSON.stringify({ ...VALID_VISIT, country: undefined, city: undefined })];

let seed = 7;
function randomPublicIpv4(): string {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  const n = seed >>> 0;
  // 49.x.x.x and 106.x.x.x: Indian carriers' blocks, all public.
  return `${n & 1 ? 49 : 106}.${(n >>> 8) & 255}.${(n >>> 16) & 255}.${n >>> 24}`;
}
const RETURNING = Array.from({ length: 200 }, randomPublicIpv4);

async function load(url: string, bodies: string[], address: () => string) {
  let n = 0;
  const result = await autocannon({
    url: `${url}/api/visitors/track`,
    connections: 50,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          body: bodies[n++ % bodies.length] as string,
          headers: {
            'content-type': 'application/json',
            'user-agent': BROWSER_UA,
            'x-forwarded-for': address(),
          },
        }),
      },
    ],
  });
  return `${Math.round(result.requests.average).toLocaleString('en-US')} req/s (p50 ${result.latency.p50} ms, non-2xx ${result.non2xx})`;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'location-bench-'));
  const env = (name: string, geoip: string) => ({
    DATABASE_PATH: path.join(dir, `${name}.db`),
    TRUST_PROXY: 'loopback',
    GEOIP_DATABASE: geoip,
  });
  console.info(
    `load average ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}, ${SECONDS} s runs`,
  );
  try {
    const off = await startApi('src/server.ts', { env: env('off', 'off') });
    console.info(`API RSS at start, GEOIP_DATABASE=off: ${mb(rssBytes(off.child.pid))}`);
    await stopApi(off);
    const api = await startApi('src/server.ts', { env: env('on', '') });
    try {
      console.info(`API RSS at start, default database: ${mb(rssBytes(api.child.pid))}`);
      let i = 0;
      const returning = () => RETURNING[i++ % RETURNING.length] as string;
      await load(api.url, WITH_COUNTRY, returning); // warm-up
      // The same addresses each run, and the first kind again last: the
      // store grows during the runs, and other work on the machine varies.
      for (const round of [1, 2]) {
        console.info(
          `country sent by the browser (${round}): ${await load(api.url, WITH_COUNTRY, returning)}`,
        );
        console.info(
          `looked up, 200 returning addresses (${round}): ${await load(api.url, WITHOUT_COUNTRY, returning)}`,
        );
        console.info(
          `looked up, every address new (${round}): ${await load(api.url, WITHOUT_COUNTRY, randomPublicIpv4)}`,
        );
      }
      console.info(`API RSS after the runs: ${mb(rssBytes(api.child.pid))}`);
    } finally {
      await stopApi(api);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();
