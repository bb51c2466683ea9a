/**
 * What the shell's build knows of the remotes, from the remote.json of every remote folder:
 * their pages and navigation are compiled in (so the menus render before
 * remotes.json arrives), and a default remotes.json pointing at each remote's
 * local port is written next to index.html (edit it when deploying).
 */
const { Compilation, DefinePlugin, sources } = require('webpack');
const { listRemotes, remotesFile } = require('../tooling/site-remotes');

const NAME = 'pawapuri-remotes-file';

class EmitRemotesFile {
  constructor(content) {
    this.content = content;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset('remotes.json', new sources.RawSource(this.content)),
      );
    });
  }
}

module.exports = function siteRemotesPlugins() {
  const descriptions = listRemotes().map((remote) => remote.description);
  const file = remotesFile(descriptions, (d) => `http://localhost:${d.port}/mf-manifest.json`);
  return [
    new DefinePlugin({ __BUILT_IN_REMOTES__: JSON.stringify(descriptions) }),
    new EmitRemotesFile(`${JSON.stringify(file, null, 2)}\n`),
  ];
};
