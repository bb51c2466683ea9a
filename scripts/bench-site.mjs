// Serves the existing production build on spare ports (4100-4103, API on 4180)
// for the browser benchmarks, so they never collide with a running `npm start`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONT_ENDS } from './apps.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BASE_PORT = 4100;

/** Port -> build folder, to find a downloaded file on disk. */
export const dirByPort = Object.fromEntries(FRONT_ENDS.map((app, i) => [BASE_PORT + i, app.dir]));

/** Starts the site and resolves once the shell answers; `stop()` ends it. */
export async function startBenchSite() {
  const ports = Object.fromEntries(
    FRONT_ENDS.map((app, i) => [app.portVar, String(BASE_PORT + i)]),
  );
  const site = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, ...ports, API_PORT: '4180' },
    stdio: 'ignore',
  });
  const baseUrl = `http://localhost:${BASE_PORT}`;
  for (let i = 0; i < 100; i++) {
    const up = await fetch(baseUrl).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseUrl, stop: () => site.kill('SIGTERM') };
}
