const createWebpackConfig = require('../tooling/webpack.base');
const federation = require('./federation.config');
const siteRemotesPlugins = require('./site-remotes.webpack');
const searchFilesPlugins = require('./search-files.webpack');
const offlinePlugins = require('./offline.webpack');
const iconSpriteHtmlOptions = require('./icon-sprite.webpack');
const { SHELL_PORT } = require('../tooling/front-ends');
const { EmitFilesPlugin } = require('../tooling/emit-files-plugin');
const { shellProvidesFiles } = require('../tooling/remote-contract');

module.exports = createWebpackConfig({
  dir: __dirname,
  port: Number(process.env.PORT ?? SHELL_PORT),
  title: 'Pawapuri · Jal Mandir, Nalanda District, Bihar',
  federation,
  html: {
    ...offlinePlugins.htmlOptions,
    ...siteRemotesPlugins.htmlOptions(),
    ...iconSpriteHtmlOptions(),
  },
  plugins: [
    ...siteRemotesPlugins(),
    ...searchFilesPlugins(),
    ...offlinePlugins(),
    // What it provides to remotes, which a remote's deploy checks against.
    new EmitFilesPlugin('ShellProvides', shellProvidesFiles(__dirname)),
  ],
  serverEntry: 'src/ssr/page-renderer.ts',
  serverPlugins: [siteRemotesPlugins.builtInRemotes()],
});
