const { builtInList } = require('./site-remotes.webpack');

// The remotes the shell is built with, as its server build has them compiled in.
module.exports = require('../tooling/jest.web.js')(__dirname, {
  globals: { __BUILT_IN_REMOTES__: builtInList() },
});
