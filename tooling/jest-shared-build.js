/**
 * Jest's global setup: the shared package's build made current before any
 * test runs, as Node processes the tests start (the API's dashboard worker
 * thread, the deploy tools) load it as built while the tests themselves
 * compile its sources.
 */
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const { BUILD_CONFIG, assertSharedBuildCurrent, sharedBuildProblem } = require('./shared-build');

const ROOT = path.resolve(__dirname, '..');

module.exports = function buildSharedForJest() {
  if (!sharedBuildProblem(ROOT)) return;
  const tsc = require.resolve('typescript/bin/tsc', { paths: [ROOT] });
  // --force: tsc -b alone takes a build record newer than an edit for current.
  const build = spawnSync(process.execPath, [tsc, '-b', '--force', path.join(ROOT, BUILD_CONFIG)], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The shared package does not build (see above).');
  assertSharedBuildCurrent(ROOT);
};
