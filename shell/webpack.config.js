const createWebpackConfig = require('../tooling/webpack.base');
const federation = require('./federation.config');
const siteRemotesPlugins = require('./site-remotes.webpack');
const searchFilesPlugins = require('./search-files.webpack');
const offlinePlugins = require('./offline.webpack');
const iconSpriteHtmlOptions = require('./icon-sprite.webpack');
const { SHELL_PORT } = require('../tooling/front-ends');

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
  plugins: [...siteRemotesPlugins(), ...searchFilesPlugins(), ...offlinePlugins()],
  serverEntry: 'src/server/index.ts',
  serverPlugins: [siteRemotesPlugins.builtInRemotes()],
});
