/**
 * What compiles TypeScript itself (webpack, Jest) takes the shared package's
 * modules from its sources, never from its one build (shared/dist,
 * tooling/shared-build.js). Some of its entry points (`@pawapuri/shared/seo`,
 * `/contract`, …) name dist (CommonJS, for plain Node: the servers, the API's
 * worker thread, build tools and scripts) as their default, while the rest of
 * the package resolves to src: a browser importing both would bundle the same
 * module twice, once from each, and the CommonJS copy whole (webpack cannot
 * leave out what a page does not use), and a test would run what was last
 * built rather than what it reads. Each such entry is resolved here to the
 * source its `types` condition names, for webpack (`resolve.alias`) and for
 * Jest (`moduleNameMapper`) alike.
 */
const path = require('node:path');

const SHARED_DIR = path.resolve(__dirname, '../shared');
const SHARED_PACKAGE = require(path.join(SHARED_DIR, 'package.json'));

/** `[import, source file]` of each entry whose default is dist. */
function builtEntries(pkg, dir) {
  return Object.entries(pkg.exports ?? {})
    .filter(
      ([, target]) =>
        typeof target === 'object' &&
        /\.tsx?$/.test(target.types ?? '') &&
        !target.types.endsWith('.d.ts') &&
        String(target.default).startsWith('./dist/'),
    )
    .map(([entry, target]) => [path.posix.join(pkg.name, entry), path.join(dir, target.types)]);
}

/** webpack `resolve.alias` entries: `@pawapuri/shared/<entry>$` -> its TypeScript source. */
function sharedSourceAliases(pkg = SHARED_PACKAGE, dir = SHARED_DIR) {
  return Object.fromEntries(builtEntries(pkg, dir).map(([entry, source]) => [`${entry}$`, source]));
}

/** Jest `moduleNameMapper` entries: `^@pawapuri/shared/<entry>$` -> its TypeScript source. */
function sharedSourceModuleMapper(pkg = SHARED_PACKAGE, dir = SHARED_DIR) {
  return Object.fromEntries(
    builtEntries(pkg, dir).map(([entry, source]) => [
      `^${entry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
      source,
    ]),
  );
}

module.exports = { sharedSourceAliases, sharedSourceModuleMapper };
