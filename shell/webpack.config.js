const createWebpackConfig = require('../tooling/webpack.base');
const federation = require('./federation.config');
const siteRemotesPlugins = require('./site-remotes.webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  port: Number(process.env.PORT ?? 3000),
  title: 'Pawapuri · Jal Mandir, Nalanda District, Bihar',
  federation,
  plugins: siteRemotesPlugins(),
});
