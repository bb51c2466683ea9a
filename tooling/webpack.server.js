/**
 * The server build of an app, written beside its browser build in
 * `dist/server/`: the same source compiled for Node, so the shell's server
 * can render pages to HTML.
 *
 * - A remote's server build is one CommonJS file, `routes.<hash>.js`, whose
 *   `loadRoutes(publicPath)` returns its exposed `./Routes` module. It does
 *   not bundle the libraries federation shares as singletons (React, the
 *   router): the shell's server passes its own copies in, as the
 *   browser's share scope does. Its lazy pages are in the same file (a
 *   server needs no code splitting). `ssr.json` names the file; whoever
 *   publishes the remote (`serverBuildOf` in `site-remotes.js`) reads it and
 *   writes the file's name and digest into remotes.json, and the shell's
 *   server runs only a file with that digest.
 * - The shell's server build bundles everything (it runs on its own).
 */
const path = require('node:path');
const { DefinePlugin, optimize, Compilation, sources } = require('webpack');
const buildSettingDefinitions = require('./build-settings');
const { cssRule } = require('./webpack-css');
const { sharedSourceAliases } = require('./shared-source-aliases');
const { assetRules } = require('./asset-rules');
const typescriptRule = require('./webpack-typescript');
const { SHARED_PACKAGES } = require('./federation-shared');
// The file naming a remote's server build, read when its remotes.json entry is written.
const { SSR_MANIFEST } = require('./site-remotes');

/** What a remote's server build takes from the shell's server instead of bundling. */
const SINGLETON_REQUESTS = new RegExp(`^(${SHARED_PACKAGES.join('|')})(/.*)?$`);

class SsrManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(SSR_MANIFEST, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: SSR_MANIFEST, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entry = compilation.entrypoints.get('main');
          const file = entry?.getEntrypointChunk().files.values().next().value;
          if (!file) throw new Error('The server build has no entry file');
          compilation.emitAsset(
            SSR_MANIFEST,
            new sources.RawSource(`${JSON.stringify({ routes: file })}\n`),
          );
        },
      );
    });
  }
}

/**
 * @param {{ dir: string, federation: { name: string, exposes?: Record<string, string> },
 *   serverEntry?: string, serverPlugins?: object[] }} app
 * @param {boolean} production
 */
function createServerConfig(app, production) {
  const exposedRoutes = app.federation.exposes?.['./Routes'];
  const isRemote = Boolean(exposedRoutes);
  return {
    name: 'server',
    mode: production ? 'production' : 'development',
    target: 'node20',
    context: app.dir,
    entry: isRemote
      ? path.join(__dirname, 'remote-server-entry.js')
      : path.join(app.dir, app.serverEntry),
    devtool: 'source-map',
    output: {
      path: path.join(app.dir, 'dist/server'),
      filename: isRemote ? 'routes.[contenthash:8].js' : 'render.js',
      library: { type: 'commonjs2' },
      // A remote's asset URLs are set when the shell loads it (its deployed address).
      publicPath: isRemote ? '' : '/',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        // The shared package from its sources, as the browser build takes it.
        ...sharedSourceAliases(),
        ...(isRemote ? { 'pawapuri-exposed-routes$': path.join(app.dir, exposedRoutes) } : {}),
      },
    },
    externals: isRemote
      ? ({ request }, callback) =>
          SINGLETON_REQUESTS.test(request ?? '')
            ? callback(null, `commonjs ${request}`)
            : callback()
      : [],
    module: {
      rules: [
        typescriptRule(app.dir),
        cssRule({ production, name: app.federation.name, dir: app.dir, target: 'node' }),
        // The browser build emits the files; the server only needs their URLs.
        ...assetRules({ emit: false }),
      ],
    },
    plugins: [
      new DefinePlugin(buildSettingDefinitions()),
      new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ...(isRemote ? [new SsrManifestPlugin()] : []),
      ...(app.serverPlugins ?? []),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

module.exports = { createServerConfig, SSR_MANIFEST };
