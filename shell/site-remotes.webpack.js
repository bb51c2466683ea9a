/**
 * What the shell's build knows of the remotes, from the remote.json of every
 * remote folder: their pages and navigation are built in (so the menus
 * render before remotes.json arrives), and a default remotes.json pointing
 * at each remote's local port is written next to index.html (edit it when
 * deploying). The browser reads the built-in list from index.html, the
 * server build has it compiled in (src/remotes/built-in-remotes.ts).
 */
const { DefinePlugin } = require('webpack');
const { EmitFilesPlugin } = require('../tooling/emit-files-plugin');
const { browserDescription, scriptSafeJson } = require('@pawapuri/shared/seo');
const path = require('node:path');
const { listRemotes, remotesFile } = require('../tooling/site-remotes');
const { RemoteDescriptionCheck } = require('../tooling/remote-description-check');

/** The remotes' descriptions without what only crawlers read: the server takes that from remotes.json. */
const builtInList = (descriptions = listRemotes().map((remote) => remote.description)) =>
  descriptions.map(browserDescription);

/** The built-in remotes compiled into the server build; null in the browser build, which reads index.html. */
function builtInRemotes(list = builtInList()) {
  return new DefinePlugin({ __BUILT_IN_REMOTES__: JSON.stringify(list) });
}

/** index.html's settings: the built-in remotes it carries (tooling/index.html). */
function htmlOptions() {
  return { builtInRemotes: scriptSafeJson(builtInList()) };
}

function siteRemotesPlugins() {
  const remotes = listRemotes();
  const descriptions = remotes.map((remote) => remote.description);
  const file = remotesFile(descriptions, (d) => `http://localhost:${d.port}/mf-manifest.json`);
  return [
    // The shell builds every remote's pages and menus in: it refuses a remote.json that breaks its schema.
    new RemoteDescriptionCheck(
      remotes.map(({ folder }) => path.join(__dirname, '..', folder, 'remote.json')),
    ),
    builtInRemotes(null),
    new EmitFilesPlugin('pawapuri-remotes-file', () => ({
      'remotes.json': `${JSON.stringify(file, null, 2)}\n`,
    })),
  ];
}

module.exports = Object.assign(siteRemotesPlugins, { builtInList, builtInRemotes, htmlOptions });
