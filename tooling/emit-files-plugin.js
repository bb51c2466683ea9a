const { Compilation, sources } = require('webpack');

/**
 * Adds files made at build time to an app's output (remotes.json, sitemap,
 * the web app manifest and its icons...). `files(compiler)` gives each
 * file's name and content (text or bytes) and is asked once per compilation.
 */
class EmitFilesPlugin {
  constructor(name, files) {
    this.name = name;
    this.files = files;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(this.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: this.name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [file, content] of Object.entries(this.files(compiler))) {
            compilation.emitAsset(file, new sources.RawSource(content));
          }
        },
      );
    });
  }
}

module.exports = { EmitFilesPlugin };
