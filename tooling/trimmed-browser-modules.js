/**
 * Shared libraries the browser builds take trimmed to the names the apps use:
 * federation shares a package whole (nothing is tree-shaken), so each is
 * resolved to a module of ours re-exporting those names, and that module is
 * the shared singleton (README, _A lean bundle_). Servers, tests and types
 * use the packages themselves.
 *
 * - `name`: what the apps import, and the shared module's key;
 * - `file`: the module in this folder the browser builds resolve it to;
 * - `source`: the package whose names that module re-exports.
 */
const path = require('node:path');

const TRIMMED_BROWSER_MODULES = [
  { name: 'react-router-dom', file: 'react-router-browser.mjs', source: 'react-router' },
];

/** A file inside an installed package, by its path there (past the package's `exports`). */
function packageFile(name, file) {
  return path.join(path.dirname(require.resolve(`${name}/package.json`)), file);
}

/**
 * Packages whose entry for web builds is an ES5 build (`es5`: classes,
 * spreads and async functions rewritten, with Babel's helpers), though the
 * package ships a modern build of the same source and version beside it
 * (`file`). The site's browsers run modern code as it is (the apps
 * themselves are compiled to ES2022), so every browser build takes the
 * modern one; servers and tests keep the package's own choice.
 * - workbox-window: its `module` field names the ES5 build; the modern one
 *   is the build its documentation offers to browsers with module support.
 */
const MODERN_BUILDS = [
  {
    name: 'workbox-window',
    file: 'build/workbox-window.prod.mjs',
    es5: 'build/workbox-window.prod.es5.mjs',
  },
];

/**
 * React Router's production build. The package's `exports` name only its
 * development build, for every condition (remix-run/react-router#14102, open
 * for 7.x): its warnings and checks ship to production and run in the
 * browser. The production build sits beside it in the same package, same
 * version; production browser builds take that one (development builds keep
 * the warnings). Servers keep the package's own choice: the two render the
 * same markup, only the warnings differ.
 */
function reactRouterProductionBuild() {
  return packageFile('react-router', 'dist/production/index.mjs');
}

/**
 * webpack `resolve.alias` of the browser builds: the trimmed modules above,
 * and the packages of MODERN_BUILDS resolved to their modern build.
 */
function trimmedModuleAliases({ production }) {
  return {
    ...(production && { 'react-router$': reactRouterProductionBuild() }),
    ...Object.fromEntries(
      TRIMMED_BROWSER_MODULES.map(({ name, file }) => [`${name}$`, path.join(__dirname, file)]),
    ),
    ...Object.fromEntries(
      MODERN_BUILDS.map(({ name, file }) => [`${name}$`, packageFile(name, file)]),
    ),
  };
}

module.exports = {
  TRIMMED_BROWSER_MODULES,
  MODERN_BUILDS,
  trimmedModuleAliases,
  reactRouterProductionBuild,
  packageFile,
};
