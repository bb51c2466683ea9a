/**
 * Module Federation `shared` settings every app uses: one copy of React, the
 * router and i18next on the page (singletons), each pinned to the exact
 * version in that app's package.json. Nothing is eager: every app boots
 * through `import('./bootstrap')`.
 */
const SINGLETONS = [
  ['react', 'react'],
  ['react/', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/', 'react-dom'],
  ['react-router', 'react-router'],
  ['react-router-dom', 'react-router-dom'],
  ['i18next', 'i18next'],
  ['react-i18next', 'react-i18next'],
];

module.exports = function sharedDependencies(pkg) {
  const shared = {};
  for (const [key, name] of SINGLETONS) {
    const version = pkg.dependencies?.[name];
    if (!version) throw new Error(`${pkg.name} must depend on ${name} to share it`);
    shared[key] = { singleton: true, requiredVersion: version, strictVersion: false };
  }
  return shared;
};
