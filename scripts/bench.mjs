#!/usr/bin/env node
// `npm run bench`: every benchmark of the repository, figures printed, nothing asserted.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const step = (title, command, args) => {
  console.info(`\n== ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

step('production build', 'npm', ['run', 'build']);
step('bundle sizes per route', process.execPath, ['scripts/bench-bundles.mjs']);
step('Lighthouse per route, beside a static reference of each page', process.execPath, [
  'scripts/bench-lighthouse.mjs',
]);
step('the shell server: pages per second from its cache, and a fresh render', process.execPath, [
  'scripts/bench-render.mjs',
]);
step('layout shift and the warm-cache request chain per route', process.execPath, [
  'scripts/bench-caching.mjs',
]);
step('visits queued offline: reconnect to all stored', process.execPath, [
  'scripts/bench-offline-queue.mjs',
]);
step('repeat visits with the service worker, online and offline', process.execPath, [
  'scripts/bench-offline-lcp.mjs',
]);
step('image editor with a 12-megapixel photo', process.execPath, [
  'scripts/bench-image-editor.mjs',
]);
step(
  "publish to visible on both shells' pages, two shells and two APIs (topology; skipped without TEST_DATABASE_URL and TEST_REDIS_URL)",
  'flock',
  ['/tmp/pawapuri-e2e.lock', process.execPath, 'scripts/topology/run.mjs', '--bench-content'],
);
const api = JSON.parse(readFileSync(path.join(root, 'visitor-api/package.json'), 'utf8'));
if (api.scripts?.bench) step('visitor API', 'npm', ['run', 'bench', '-w', 'visitor-api']);
