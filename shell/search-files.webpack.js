/**
 * sitemap.xml and robots.txt for a static host, written next to index.html by
 * the shell's production build from the pages of every remote folder and the
 * PUBLIC_BASE_URL build setting. A server that renders pages answers both from
 * the same functions (`@pawapuri/shared/seo`) with its own remotes.json.
 */
const { EmitFilesPlugin } = require('../tooling/emit-files-plugin');
const { listRemotes } = require('../tooling/site-remotes');
const { publicBaseUrl } = require('../tooling/build-settings');

module.exports = function searchFilesPlugins() {
  return [
    new EmitFilesPlugin('pawapuri-search-files', (compiler) => {
      // The development server needs neither, and the compiled functions exist only after a build of shared.
      if (compiler.options.mode !== 'production') return {};
      const { searchFiles } = require('@pawapuri/shared/seo');
      const pages = listRemotes().flatMap((remote) => remote.description.pages);
      const { sitemap, robots } = searchFiles({ pages, baseUrl: publicBaseUrl() });
      return { 'sitemap.xml': sitemap, 'robots.txt': robots };
    }),
  ];
};
