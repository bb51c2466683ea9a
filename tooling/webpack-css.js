/**
 * How every app builds its CSS. Production browser builds write real
 * stylesheets (mini-css-extract-plugin), so a page can link them and a
 * server can name them in its HTML; development keeps style-loader for hot
 * reload. A server build (`target: 'node'`) keeps only the class names, made
 * with the same options, so server-rendered markup matches the browser's.
 */
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

/** Content-hashed, so the servers cache them for a year. */
const STYLESHEET_NAME = '[name].[contenthash:8].css';

/**
 * CSS module class names: `<federation name>-<hash>` in production (two apps never
 * clash), readable in development. The hash covers the file's path relative to
 * `dir` (the app's folder), so every build of one app gives a class one name.
 */
function cssModules({ production, name, dir }) {
  return {
    auto: true,
    namedExport: false,
    exportLocalsConvention: 'as-is',
    localIdentContext: dir,
    localIdentName: production ? `${name}-[hash:base64:6]` : '[name]__[local]',
  };
}

/**
 * @param {{ production: boolean, name: string, dir: string, target?: 'web' | 'node' }} options
 *   `name` is the app's federation name, `dir` its folder.
 */
function cssRule({ production, name, dir, target = 'web' }) {
  const modules = cssModules({ production, name, dir });
  if (target === 'node') {
    return {
      test: /\.css$/,
      use: [{ loader: 'css-loader', options: { modules: { ...modules, exportOnlyLocals: true } } }],
    };
  }
  return {
    test: /\.css$/,
    use: [
      production ? MiniCssExtractPlugin.loader : 'style-loader',
      { loader: 'css-loader', options: { modules } },
    ],
  };
}

/** @param {{ production: boolean }} options */
function cssPlugins({ production }) {
  if (!production) return [];
  return [new MiniCssExtractPlugin({ filename: STYLESHEET_NAME, chunkFilename: STYLESHEET_NAME })];
}

module.exports = { cssRule, cssPlugins, cssModules };
