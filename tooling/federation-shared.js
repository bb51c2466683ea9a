/**
 * Module Federation `shared` settings every app uses: one copy of React and
 * the router on the page (singletons). Each app asks for the exact
 * version in its package.json, but a mismatch only logs a warning and the
 * copy already on the page is used (`strictVersion: false`): a remote
 * deployed against a neighbouring version keeps working instead of failing to
 * load. Keep the versions equal across packages; the warning says when they
 * drift. Nothing is eager: every app boots through `import('./bootstrap')`.
 */
const { TRIMMED_BROWSER_MODULES } = require('./trimmed-browser-modules');

const SINGLETONS = [
  ['react', 'react'],
  ['react/', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/', 'react-dom'],
  ['react-router', 'react-router'],
  ['react-router-dom', 'react-router-dom'],
];

/**
 * Browser builds share React Router as `react-router-dom` only, resolved to
 * a module that re-exports the names the apps use (react-router-browser.mjs).
 * `react-router` itself is then bundled inside that one shared module, trimmed.
 */
const BROWSER_ONLY_THROUGH = { 'react-router': 'react-router-dom' };

/**
 * Shared packages that browser builds resolve to a module of their own
 * (trimmed-browser-modules.js). Such a module sits outside the package, so
 * it is shared with the package's own version.
 */
const TRIMMED = new Set(TRIMMED_BROWSER_MODULES.map(({ name }) => name));

function sharedDependencies(pkg) {
  const shared = {};
  for (const [key, name] of SINGLETONS) {
    const version = pkg.dependencies?.[name];
    if (!version) throw new Error(`${pkg.name} must depend on ${name} to share it`);
    if (BROWSER_ONLY_THROUGH[key]) continue;
    shared[key] = { singleton: true, requiredVersion: version, strictVersion: false };
    if (TRIMMED.has(key)) shared[key].version = version;
  }
  return shared;
}

/**
 * The packages shared as singletons: a remote's server build leaves them to the
 * shell's server, whose SHARED_MODULES lends each (shared-modules.test.ts).
 */
const SHARED_PACKAGES = [...new Set(SINGLETONS.map(([, name]) => name))];

module.exports = Object.assign(sharedDependencies, { SHARED_PACKAGES });
