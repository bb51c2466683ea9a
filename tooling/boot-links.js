/**
 * Names in index.html everything the entry needs to boot, so it downloads
 * with the page instead of after the entry script has run:
 * - the stylesheets of the chunk the entry imports on start
 *   (`import('./bootstrap')`), so the first render is already styled.
 *   `data-href` is the name webpack's CSS chunk loading looks for, so
 *   loading the boot chunk later finds the link and adds no second one;
 * - `<link rel="preload" as="script">` for that chunk's scripts and for the
 *   app's own copies of the shared singletons (React, the router),
 *   which federation loads before the boot chunk can run. Without them each
 *   waits for the entry, and the boot chunk for the shared ones.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'pawapuri-boot-links';

/** The chunk group of the entry's `import('./bootstrap')`. */
const isBootImport = (group) => group.origins.some((origin) => origin.request === './bootstrap');

/**
 * The chunk groups a page load fetches: the one the entry imports on start,
 * and those of the shared modules the app provides (the first app on the
 * page provides them all, and its boot chunk consumes every one).
 */
function bootGroups(compilation, entryName) {
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];
  return entrypoint
    .getChildren()
    .filter(
      (group) =>
        isBootImport(group) ||
        group.origins.some((origin) => origin.module?.constructor.name === 'ProvideSharedModule'),
    );
}

function filesOf(groups, extension) {
  const files = new Set();
  for (const group of groups) {
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith(extension)) files.add(file);
    }
  }
  return [...files];
}

/** CSS files of the boot chunk. The entry's own CSS (none: an entry only boots) HtmlWebpackPlugin links itself. */
function bootStylesheets(compilation, entryName) {
  return filesOf(bootGroups(compilation, entryName).filter(isBootImport), '.css');
}

/** Script files of the boot chunk and of the shared modules the app provides. */
function bootScripts(compilation, entryName) {
  return filesOf(bootGroups(compilation, entryName), '.js');
}

class BootLinks {
  /** @param {{ entry?: string, publicPath?: string }} [options] */
  constructor({ entry = 'main', publicPath = '/' } = {}) {
    this.entry = entry;
    this.publicPath = publicPath;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(NAME, (data) => {
        const stylesheets = bootStylesheets(compilation, this.entry).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'stylesheet',
            href: `${this.publicPath}${file}`,
            'data-href': file,
          }),
        );
        const scripts = bootScripts(compilation, this.entry).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${this.publicPath}${file}`,
          }),
        );
        data.assetTags.styles.push(...stylesheets, ...scripts);
        return data;
      });
    });
  }
}

module.exports = { BootLinks, bootStylesheets, bootScripts };
