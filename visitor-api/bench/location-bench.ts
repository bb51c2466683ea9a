import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { defaultGeoipDatabase } from '../src/common/settings/derived-settings';
import { openLocationDatabase } from '../src/location/location-database';

/*
 * npm run bench:location -w visitor-api [-- --lookups 1000000]
 * Prints figures, asserts nothing: the memory the location database takes,
 * how long it takes to load, and lookups per second, for addresses seen once
 * (a full lookup each) and for a visitor's repeated page views (remembered).
 * Uses GEOIP_DATABASE's files when set, else the npm package's.
 */
const args = process.argv.slice(2);
const at = args.indexOf('--lookups');
const LOOKUPS = at >= 0 ? Number(args[at + 1]) : 1_000_000;
const files =
  process.env.GEOIP_DATABASE?.split(',').map((file) => file.trim()) ?? defaultGeoipDatabase();

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A deterministic mix like India's traffic: half IPv4, half IPv6 in the Asia-Pacific blocks. */
function addresses(count: number): string[] {
  // xorshift32: every address differs, and every run looks up the same ones.
  let seed = 42;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return seed >>> 0;
  };
  return Array.from({ length: count }, (_, i) => {
    const n = next();
    if (i % 2 === 0) return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
    const hex = (v: number) => (v & 0xffff).toString(16);
    return `24${hex(n >>> 24)
      .padStart(2, '0')
      .slice(-2)}:${hex(n >>> 8)}:${hex(next())}::${hex(n)}`;
  });
}

function rate(label: string, lookUp: (address: string) => unknown, list: string[]): void {
  const started = performance.now();
  let placed = 0;
  for (const address of list) if ((lookUp(address) as { country: string }).country) placed += 1;
  const seconds = (performance.now() - started) / 1000;
  const perSecond = Math.round(list.length / seconds).toLocaleString('en-US');
  console.info(
    `${label}: ${perSecond} lookups/s (${((seconds * 1e6) / list.length).toFixed(2)} µs each, ` +
      `${((placed / list.length) * 100).toFixed(0)} % placed)`,
  );
}

async function main(): Promise<void> {
  console.info(
    `load average ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}, Node ${process.version}`,
  );
  const unique = addresses(LOOKUPS);
  global.gc?.();
  const before = process.memoryUsage();
  const opening = performance.now();
  const database = await openLocationDatabase(files);
  const loadMs = performance.now() - opening;
  global.gc?.();
  const after = process.memoryUsage();
  console.info(`files: ${files.join(', ')}`);
  console.info(
    `loaded in ${loadMs.toFixed(0)} ms; RSS ${mb(before.rss)} → ${mb(after.rss)} ` +
      `(+${mb(after.rss - before.rss)}), of which outside the JS heap ` +
      `+${mb(after.external - before.external)}`,
  );
  const locate = (address: string) => database.locate(address);
  // Warm-up, so the figures are for optimised code.
  rate('warm-up', locate, unique.slice(0, 50_000));
  rate('addresses seen once', locate, unique);
  // A visitor's page views: 200 addresses, each looked up many times.
  const repeated = Array.from({ length: LOOKUPS }, (_, i) => unique[i % 200] as string);
  rate('repeated addresses', locate, repeated);
}

void main();
