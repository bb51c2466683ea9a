const pkg = require('./package.json');
const sharedDependencies = require('../tooling/federation-shared');

/**
 * The host. It names no remotes at build time: their manifests are read at
 * run time from remotes.json (see src/remotes/remote-registry.ts), so a remote
 * can move or redeploy without rebuilding the shell.
 */
module.exports = {
  name: 'shell',
  remotes: {},
  shared: sharedDependencies(pkg),
};
