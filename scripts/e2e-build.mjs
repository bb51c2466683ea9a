// The builds the end-to-end tests run against: the site's production build
// with the test location lookup (scripts/test-geolocation.mjs), the test
// fixture remote the shell is not built with, which a test adds through
// remotes.json, and remote-content as its team might redeploy it (one heading
// reworded), which the redeploy test deploys without rebuilding the shell. Made by scripts/e2e-server.mjs unless E2E_SKIP_BUILD=1, and
// once, before every later stage, by `npm test` (scripts/test-stages.mjs).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_GEOLOCATION_URL as GEOLOCATION_URL } from './test-geolocation.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the redeployed remote-content is built (e2e/fixtures/redeployed-content). */
export const REDEPLOYED_CONTENT_DIR = path.join(root, 'e2e/fixtures/redeployed-content/dist');

const webpack = (config, env = process.env) =>
  spawnSync(path.join(root, 'node_modules/.bin/webpack'), ['--mode', 'production', '-c', config], {
    cwd: root,
    stdio: 'inherit',
    env,
  }).status ?? 1;

/** Builds the site and the fixture remotes; returns the exit status of the first that fails, else 0. */
export function buildForE2e() {
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, GEOLOCATION_URL },
  });
  if (build.status !== 0) return build.status ?? 1;
  return (
    webpack('e2e/fixtures/remote-guide/webpack.config.js') ||
    webpack('e2e/fixtures/redeployed-content/webpack.config.js', {
      ...process.env,
      REDEPLOY_DIR: REDEPLOYED_CONTENT_DIR,
    })
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(buildForE2e());
