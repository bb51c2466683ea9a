#!/usr/bin/env node
// The composed site for the end-to-end tests: a fresh production build and the
// test fixture remote (scripts/e2e-build.mjs; skip both with E2E_SKIP_BUILD=1), served by
// scripts/start.mjs (the remotes deployed into a throw-away folder), with the
// visitor API on a throw-away SQLite file so every run starts from an empty
// database (E2E_DATABASE_PATH when the test runner names it, so the tests can
// run the keeper command line on the same file).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildForE2e } from './e2e-build.mjs';
import { TEST_GEOLOCATION_URL as GEOLOCATION_URL } from './test-geolocation.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (process.env.E2E_SKIP_BUILD !== '1') {
  const status = buildForE2e();
  if (status !== 0) process.exit(status);
}

const databasePath =
  process.env.E2E_DATABASE_PATH ??
  path.join(mkdtempSync(path.join(tmpdir(), 'pawapuri-e2e-')), 'visitors.db');
const dataDir = path.dirname(databasePath);
/**
 * The port of the shell the one-origin tests start as `npm start` runs it
 * (e2e/tests/shell-one-origin.spec.ts): its origins are keeper origins too.
 */
const ONE_ORIGIN_PORT = process.env.E2E_ONE_ORIGIN_PORT ?? '3007';
const site = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    GEOLOCATION_URL,
    // The suite's shell on 3000 calls the API on its own port, another origin
    // (with CORS), the way the standalone keeper page must: most tests watch
    // and answer those calls there. The one-origin tests start a shell as
    // `npm start` runs it, with /api/ on its own origin.
    API_URL: process.env.API_URL ?? 'http://localhost:8080',
    KEEPER_SITE_ORIGINS: ['localhost', '127.0.0.1']
      .flatMap((host) => [`http://${host}:3000`, `http://${host}:${ONE_ORIGIN_PORT}`])
      .join(','),
    // The origin a test serves a remote from that only the browser's copy of
    // remotes.json names (shell-remote-from-file.spec.ts): the CSP allows it
    // as it would a remote the site's REMOTES named.
    REMOTE_ORIGINS: 'http://guide-remote.test',
    DATABASE_PATH: databasePath,
    // Every run deploys the remotes into a folder of its own, as a fresh site would.
    REMOTES_FOLDER: path.join(dataDir, 'remotes'),
    // And keeps its uploaded photographs in one (the API serves them under /api/media/).
    MEDIA_DIR: process.env.MEDIA_DIR ?? path.join(dataDir, 'media'),
    // The tests send many visits from one address in a short time.
    RATE_LIMIT_TRACK_PER_MINUTE: process.env.RATE_LIMIT_TRACK_PER_MINUTE ?? '100000',
    RATE_LIMIT_EXPORT_PER_MINUTE: process.env.RATE_LIMIT_EXPORT_PER_MINUTE ?? '1000',
    RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE ?? '100000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The suite runs on a shared, busy machine, where a second of event-loop
    // delay is the machine's, not the shell's: shedding load there would
    // answer a test's page 503. The tests check what pages say, not that.
    MAX_EVENT_LOOP_DELAY_MS: process.env.MAX_EVENT_LOOP_DELAY_MS ?? '0',
    // A publish reaches the pages at the shell's next content check: every
    // second here (5 s by default), so a test that publishes waits less for it.
    CONTENT_CHECK_SECONDS: process.env.CONTENT_CHECK_SECONDS ?? '1',
    // The servers run in UTC, as a host usually does, while the tests' browser
    // may be elsewhere: pages must show India's times whatever either's zone.
    TZ: 'UTC',
  },
});

const stop = () => site.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
site.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
