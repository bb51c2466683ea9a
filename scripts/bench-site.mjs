// Serves the existing production build on spare ports (4100-4103, API on 4180)
// for the browser benchmarks, so they never collide with a running `npm start`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, FRONT_ENDS } from './apps.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BASE_PORT = 4100;
export const BENCH_API_PORT = 4180;

/** The machine's load average (1, 5, 15 min), printed beside every figure: the machine is shared. */
export const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

/** Port -> build folder, to find a downloaded file on disk. */
export const dirByPort = Object.fromEntries(FRONT_ENDS.map((app, i) => [BASE_PORT + i, app.dir]));

/**
 * Chromium's `--host-resolver-rules` for a benchmark browser. The browser
 * bundles call the visitor API at the address baked in at build time
 * (API_URL, http://localhost:8080 by default), where a developer's own
 * `npm start` may be listening: this sends those calls to the benchmark's
 * throw-away API instead, and every other host name but the local ones
 * (the IP-geolocation lookup, for one) to "not found", so a benchmark never
 * records a visit anywhere else and never leaves the machine.
 */
export function benchHostRules(apiUrl = process.env.API_URL || 'http://localhost:8080') {
  const api = new URL(apiUrl);
  const apiPort = api.port || (api.protocol === 'https:' ? '443' : '80');
  return [
    `MAP ${api.hostname}:${apiPort} 127.0.0.1:${BENCH_API_PORT}`,
    'MAP localhost 127.0.0.1',
    'MAP 127.0.0.1 127.0.0.1',
    'MAP * ~NOTFOUND',
  ].join(', ');
}

/** The `version` and `publishedAt` of the content inlined in a page's HTML (`#site-content`). */
function inlinedContent(html) {
  const match = /<script type="application\/json" id="site-content">([\s\S]*?)<\/script>/.exec(
    html,
  );
  if (!match) return null;
  const { content } = JSON.parse(match[1]);
  return { version: content.version, publishedAt: content.publishedAt };
}

/**
 * Says where the pages' content comes from, as the figures depend on it: the
 * shell reads the published content from the API (API_URL/api/content), and
 * the API from its database, migrated and seeded on start (a throw-away
 * SQLite file). Waits until the shell's home page carries the API's version.
 */
async function contentSource(baseUrl, withApi) {
  if (!withApi) return 'content: the seed built into the pages (the visitor API is not built)';
  const api = `http://127.0.0.1:${BENCH_API_PORT}/api/content`;
  const published = await (await fetch(api)).json();
  let page = null;
  for (let i = 0; i < 100; i++) {
    page = inlinedContent(await (await fetch(baseUrl)).text());
    if (page && String(page.version) === String(published.version)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const same = page && String(page.version) === String(published.version);
  return [
    `content: from the visitor API on a seeded SQLite database (${api}: version ${published.version}, published ${published.publishedAt ?? 'never'});`,
    same
      ? `the shell's / carries that version`
      : `the shell's / carries version ${page?.version ?? 'none'}, not the API's (its content source is not the API)`,
  ].join(' ');
}

async function waitFor(url, attempts = 100) {
  for (let i = 0; i < attempts; i++) {
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts the site and resolves once the shell (and the API, when it is built)
 * answers. The API records visits in a throw-away SQLite file, never in a
 * configured PostgreSQL or Redis. `stop()` ends it all and resolves when it
 * has exited.
 */
export async function startBenchSite() {
  const ports = Object.fromEntries(
    FRONT_ENDS.map((app, i) => [app.portVar, String(BASE_PORT + i)]),
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pawapuri-bench-'));
  const site = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      ...ports,
      API_PORT: String(BENCH_API_PORT),
      DATABASE_PATH: path.join(dataDir, 'visitors.db'),
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => site.once('exit', resolve)).then(() =>
    rmSync(dataDir, { recursive: true, force: true }),
  );
  const baseUrl = `http://localhost:${BASE_PORT}`;
  await waitFor(baseUrl);
  const withApi = existsSync(path.join(root, API.dir, 'dist/server.js'));
  // Up to a minute: the API migrates and seeds its database first, slowly on a busy machine.
  if (withApi) await waitFor(`http://127.0.0.1:${BENCH_API_PORT}/health`, 600);
  console.info(await contentSource(baseUrl, withApi));
  return {
    baseUrl,
    stop: () => {
      site.kill('SIGTERM');
      return exited;
    },
  };
}
