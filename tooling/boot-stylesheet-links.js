/**
 * Links from index.html the stylesheets of the chunk the entry boots
 * (`import('./bootstrap')`), so the page's CSS downloads with the HTML
 * instead of after the entry script has run, and the first render is
 * already styled. `data-href` is the name webpack's CSS chunk loading looks
 * for, so loading the boot chunk later finds the link and adds no second one.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'pawapuri-boot-stylesheet-links';

/**
 * CSS files of the chunks the entry imports on start. The entry's own CSS
 * (none: an entry only boots) HtmlWebpackPlugin links itself.
 */
function bootStylesheets(compilation, entryName) {
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];
  const files = new Set();
  for (const group of entrypoint.getChildren()) {
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.css')) files.add(file);
    }
  }
  return [...files];
}

class BootStylesheetLinks {
  /** @param {{ entry?: string, publicPath?: string }} [options] */
  constructor({ entry = 'main', publicPath = '/' } = {}) {
    this.entry = entry;
    this.publicPath = publicPath;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(NAME, (data) => {
        const links = bootStylesheets(compilation, this.entry).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'stylesheet',
            href: `${this.publicPath}${file}`,
            'data-href': file,
          }),
        );
        data.assetTags.styles.push(...links);
        return data;
      });
    });
  }
}

module.exports = { BootStylesheetLinks, bootStylesheets };
