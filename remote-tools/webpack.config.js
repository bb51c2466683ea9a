const createWebpackConfig = require('../tooling/webpack.base');
const federation = require('./federation.config');

module.exports = createWebpackConfig({
  dir: __dirname,
  port: Number(process.env.PORT ?? require('./remote.json').port),
  title: 'Pawapuri · Tools',
  federation,
});
