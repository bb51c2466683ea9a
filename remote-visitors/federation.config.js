const pkg = require('./package.json');
const sharedDependencies = require('../tooling/federation-shared');

/** Module Federation settings of remote-visitors: one coarse routes entry, published with a manifest. */
module.exports = {
  name: require('./remote.json').name,
  filename: 'remoteEntry.js',
  exposes: {
    './Routes': './src/routes.tsx',
  },
  manifest: true,
  shared: sharedDependencies(pkg),
};
