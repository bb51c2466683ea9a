const { browserDescription } = require('@pawapuri/shared/seo');
const { listRemotes } = require('../tooling/site-remotes');

// The remotes the shell is built with (the build compiles them in the same way).
module.exports = require('../tooling/jest.web.js')(__dirname, {
  globals: {
    __BUILT_IN_REMOTES__: listRemotes().map((remote) => browserDescription(remote.description)),
  },
});
