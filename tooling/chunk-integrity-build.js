/**
 * A small federated build for the chunk integrity tests: an exposed module
 * that loads a lazy chunk with a stylesheet, sharing React (so some chunks
 * hold only shared modules and get no file). Written into a folder of its
 * own and built with webpack's Node API, as a remote's production build is.
 */
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ChunkIntegrityPlugin } = require('./chunk-integrity-plugin');

const NODE_MODULES = path.resolve(__dirname, '../node_modules');

const SOURCES = {
  'index.js': "import('./widget').then((widget) => widget.default());\n",
  'widget.js':
    'export default () => import(/* webpackChunkName: "lazy" */ \'./lazy\').then((m) => m.default);\n',
  // The marker a test reads: set only when the lazy chunk runs.
  'lazy.js':
    "import './lazy.css';\nimport { version } from 'react';\nwindow.lazyRan = version;\nexport default 42;\n",
  'lazy.css': '.lazy { color: rgb(1, 2, 3); }\n',
};

/** Builds into `dir/dist` (`options` for the plugin); resolves with webpack's stats. */
function buildChunkIntegrityApp(dir, options) {
  fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
  for (const [file, text] of Object.entries(SOURCES)) {
    fs.writeFileSync(path.join(dir, 'src', file), text);
  }
  const config = {
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    devtool: 'source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: 'integrity_test',
      clean: true,
    },
    resolve: { modules: [NODE_MODULES] },
    resolveLoader: { modules: [NODE_MODULES] },
    module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] }] },
    plugins: [
      new ModuleFederationPlugin({
        name: 'integrity_test',
        filename: 'remoteEntry.js',
        exposes: { './Widget': './src/widget.js' },
        shared: { react: { singleton: true, requiredVersion: false } },
        dts: false,
      }),
      new MiniCssExtractPlugin({ chunkFilename: '[name].[contenthash:8].css' }),
      new ChunkIntegrityPlugin(options),
    ],
    performance: { hints: false },
  };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) reject(error);
      else if (stats.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve(stats);
    });
  });
}

module.exports = { buildChunkIntegrityApp };
