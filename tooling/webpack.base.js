/**
 * The webpack configuration every front-end app builds with. Each app's
 * webpack.config.js passes its folder, port and federation settings
 * (kept in its own federation.config.js).
 */
const fs = require('node:fs');
const path = require('node:path');
const { DefinePlugin } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const buildSettingDefinitions = require('./build-settings');
const { cssPlugins, cssRule } = require('./webpack-css');
const { assetRules } = require('./asset-rules');
const typescriptRule = require('./webpack-typescript');
const { BootLinks } = require('./boot-links');
const {
  isProviderFile,
  runtimeProviderConfig,
  runtimeSharing,
  RuntimeProviderScript,
  takesRuntime,
} = require('./federation-runtime');
const { trimmedModuleAliases } = require('./trimmed-browser-modules');
const { sharedSourceAliases } = require('./shared-source-aliases');
const { createServerConfig } = require('./webpack.server');
const { logoDataUrl, tokenColour } = require('./site-identity');
const { RemoteDescriptionCheck } = require('./remote-description-check');
const { devApiProxy } = require('./dev-api-proxy');
const { ChunkIntegrityPlugin } = require('./chunk-integrity-plugin');
const { assertSharedBuildCurrent } = require('./shared-build');
const { stampContract } = require('./remote-contract');

let sharedBuildChecked = false;
/** The build tools (and the server build) load the shared package as built: never a stale one. */
function sharedBuildCurrent() {
  if (!sharedBuildChecked) assertSharedBuildCurrent();
  sharedBuildChecked = true;
}

// index.html is answered for every deep path (SPA), so the URLs it names must be absolute.
const PAGE_PUBLIC_PATH = '/';
const COMPRESSIBLE = /\.(js|css|svg|json|html|txt)$/;
// Edited by hand after deployment (remote locations): never keep a stale compressed copy.
const EDITABLE = /remotes\.json$/;

function compressedCopies() {
  return [
    new CompressionPlugin({
      test: COMPRESSIBLE,
      exclude: EDITABLE,
      algorithm: 'gzip',
      filename: '[path][base].gz',
    }),
    new CompressionPlugin({
      test: COMPRESSIBLE,
      exclude: EDITABLE,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

/**
 * An entry's file name with its content hash. The federation runtime module
 * asks for this name while webpack is still hashing, before any content hash
 * exists (webpack 5.111 no longer tolerates that: module-federation/core#5077);
 * it only needs the file's folder, so it gets the name without the hash then.
 * The file itself is always written under the hashed name.
 */
function hashedEntryName(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

/**
 * What of the federation runtime a browser build leaves out. Every build is
 * for browsers only (the server builds do not use federation). An app that
 * only exposes modules and loads no remote of its own (every remote, in
 * its composed and its standalone page alike) also leaves out remote
 * loading and manifest snapshots, which makes each remoteEntry.js smaller.
 */
function runtimeOptimization(federation) {
  const loadsRemotes = !federation.exposes || federation.remotes !== undefined;
  return loadsRemotes
    ? { target: 'web' }
    : { target: 'web', disableRemote: true, disableSnapshot: true };
}

/**
 * @param {{ dir: string, port: number, federation: object, title: string, plugins?: object[],
 *   html?: object, serverEntry?: string, serverPlugins?: object[] }} app
 */
module.exports = function createWebpackConfig(app) {
  return (_env, argv) => {
    sharedBuildCurrent();
    const production = argv.mode === 'production';
    const publicDir = path.join(app.dir, 'public');
    const remoteFile = path.join(app.dir, 'remote.json');
    const optimization = runtimeOptimization(app.federation);
    const sharing = runtimeSharing(app.federation, production);
    // The federation runtime's core, built for a remote's standalone page (federation-runtime.js).
    const runtimeProvider = takesRuntime(app.federation, production)
      ? { built: { file: undefined } }
      : null;
    const browser = {
      name: 'browser',
      dependencies: runtimeProvider ? ['federation-runtime'] : [],
      mode: production ? 'production' : 'development',
      // Relative paths (federation `exposes`) are the app's, wherever webpack runs from.
      context: app.dir,
      entry: path.join(app.dir, 'src/index.ts'),
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        publicPath: 'auto',
        // Entries carry their content hash too (cached for a year); only the federation
        // container (remoteEntry.js, named in federation.config.js) keeps a fixed name.
        filename: production ? hashedEntryName : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: app.federation.name,
        // dist/server is the server build's (its own config cleans it), and the
        // federation runtime provider is its own compilation's.
        clean: { keep: (file) => file.startsWith('server/') || isProviderFile(file) },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: {
          ...trimmedModuleAliases({ production }),
          ...sharedSourceAliases(),
          'resize-observer-polyfill$': path.join(__dirname, 'native-resize-observer.js'),
        },
      },
      module: {
        rules: [
          typescriptRule(app.dir),
          cssRule({ production, name: app.federation.name, dir: app.dir }),
          ...assetRules(),
        ],
      },
      plugins: [
        new DefinePlugin(buildSettingDefinitions()),
        new ModuleFederationPlugin({
          ...app.federation,
          shareStrategy: 'loaded-first',
          dts: false,
          experiments: { optimization, ...sharing.experiments },
          runtimePlugins: [
            ...(app.federation.runtimePlugins ?? []),
            ...(sharing.runtimePlugins ?? []),
          ],
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: app.title,
          faviconHref: logoDataUrl(),
          themeColor: tokenColour('primary'),
          // The shell names its web app manifest (`manifest`, `touchIcon`); a remote's standalone page none.
          ...app.html,
          chunks: ['main'],
          publicPath: PAGE_PUBLIC_PATH,
        }),
        new BootLinks({ publicPath: PAGE_PUBLIC_PATH }),
        ...(runtimeProvider
          ? [new RuntimeProviderScript({ ...runtimeProvider, publicPath: PAGE_PUBLIC_PATH })]
          : []),
        ...cssPlugins({ production }),
        new CopyPlugin({
          patterns: [
            { from: publicDir, noErrorOnMissing: true },
            // A remote publishes its description (pages, navigation) with its build,
            // stamped with the contract version it was built with (remote-contract.js).
            { from: remoteFile, noErrorOnMissing: true, transform: stampContract },
          ],
        }),
        // A remote's build refuses a remote.json that breaks its schema.
        ...(fs.existsSync(remoteFile) ? [new RemoteDescriptionCheck([remoteFile])] : []),
        ...(app.plugins ?? []),
        // A remote's runtime loads each lazy script and stylesheet with the digest the page's
        // shell gives from the version's signed file list (chunk-integrity-plugin.js).
        ...(production && app.federation.exposes
          ? [new ChunkIntegrityPlugin({ digests: 'page' })]
          : []),
        // Precompressed copies, served by the servers (shell/src/http) to browsers that accept them.
        ...(production ? compressedCopies() : []),
      ],
      // Production stylesheets are minified (cssnano's default, safe preset):
      // the shell inlines its stylesheet into every page, so each byte is paid per page.
      optimization: production ? { minimizer: ['...', new CssMinimizerPlugin()] } : {},
      performance: { hints: false },
      devServer: {
        port: app.port,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: true,
        static: { directory: publicDir },
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false, errors: true } },
        // /api/ on this origin reaches the API, as behind nginx (`npm run dev` sets API_UPSTREAM).
        proxy: devApiProxy(),
      },
    };
    // Production builds also compile the app for the shell's server (dist/server).
    if (!production) return browser;
    return [
      ...(runtimeProvider
        ? [
            runtimeProviderConfig({
              dir: app.dir,
              optimization,
              built: runtimeProvider.built,
              plugins: compressedCopies(),
            }),
          ]
        : []),
      browser,
      createServerConfig(app, production),
    ];
  };
};
