const createWebpackConfig = require('../tooling/webpack.base');
const federation = require('./federation.config');

module.exports = createWebpackConfig({
  dir: __dirname,
  port: Number(process.env.PORT ?? 3001),
  title: 'Pawapuri · Content',
  federation,
});
