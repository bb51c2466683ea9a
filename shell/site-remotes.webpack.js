/**
 * What the shell's build knows of the remotes, from the remote.json of every remote folder:
 * their pages and navigation are compiled in (so the menus render before
 * remotes.json arrives), and a default remotes.json pointing at each remote's
 * local port is written next to index.html (edit it when deploying).
 */
const { DefinePlugin } = require('webpack');
const { EmitFilesPlugin } = require('../tooling/emit-files-plugin');
const { browserDescription } = require('@pawapuri/shared/seo');
const { listRemotes, remotesFile } = require('../tooling/site-remotes');

/**
 * The remotes' descriptions compiled into the shell (its browser and server
 * builds), without what only crawlers read: the server takes that from remotes.json.
 */
function builtInRemotes(descriptions = listRemotes().map((remote) => remote.description)) {
  return new DefinePlugin({
    __BUILT_IN_REMOTES__: JSON.stringify(descriptions.map(browserDescription)),
  });
}

function siteRemotesPlugins() {
  const descriptions = listRemotes().map((remote) => remote.description);
  const file = remotesFile(descriptions, (d) => `http://localhost:${d.port}/mf-manifest.json`);
  return [
    builtInRemotes(descriptions),
    new EmitFilesPlugin('pawapuri-remotes-file', () => ({
      'remotes.json': `${JSON.stringify(file, null, 2)}\n`,
    })),
  ];
}

module.exports = Object.assign(siteRemotesPlugins, { builtInRemotes });
