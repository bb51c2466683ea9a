/**
 * The federation runtime's core loaded once. Every remote's remoteEntry.js carried a copy beside the shell's. So in
 * production builds:
 * - the shell gives the page the core it runs on (a runtime plugin,
 *   federation-runtime-core-global.mjs);
 * - each remote takes it from there (`externalRuntime`), so its remoteEntry.js
 *   is less than half its size (figures in BENCHMARKS.md, Bundle);
 * - each remote's standalone page, which has no shell, first runs a script
 *   of its own that provides the core: `federation-runtime.<hash>.js`, built
 *   by a compilation of its own (federation makes the core external in
 *   every chunk of the remote's compilation), with the same runtime
 *   optimisations as the remote.
 * The trade: a remote runs on the core the shell carries, so the federation
 * packages keep one version across the apps, as the shared libraries do.
 * Development builds keep a core in every app.
 */
const path = require('node:path');
const { DefinePlugin } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'pawapuri-federation-runtime';
const FILE_PREFIX = 'federation-runtime.';
/** webpack's `output.clean.keep` for the remote's own compilation: the provider's files are not its own. */
const isProviderFile = (file) => file.startsWith(FILE_PREFIX);

const CORE_GLOBAL = path.join(__dirname, 'federation-runtime-core-global.mjs');

/**
 * The federation options that share the core: a remote's production build
 * takes it from the page, and the shell gives it through a runtime plugin.
 */
function runtimeSharing(federation, production) {
  if (!federation.exposes) return { runtimePlugins: [CORE_GLOBAL] };
  return production ? { experiments: { externalRuntime: true } } : {};
}

/** Whether a build takes the core from the page, so its standalone page needs the provider. */
const takesRuntime = (federation, production) =>
  runtimeSharing(federation, production).experiments?.externalRuntime === true;

/** What the federation plugin's runtime optimisations define, for the core the provider builds. */
function optimisationDefinitions({ target, disableRemote, disableSnapshot }) {
  return {
    ENV_TARGET: JSON.stringify(target),
    FEDERATION_OPTIMIZE_NO_REMOTE: Boolean(disableRemote),
    FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: Boolean(disableSnapshot),
  };
}

/**
 * The provider's compilation. `built.file` is set to its script's name once
 * it is written; the remote's compilation depends on this one (`dependencies`),
 * so its page is made after.
 */
function runtimeProviderConfig({ dir, optimization, built, plugins = [] }) {
  return {
    name: 'federation-runtime',
    mode: 'production',
    target: 'web',
    context: dir,
    entry: CORE_GLOBAL,
    devtool: 'source-map',
    output: {
      path: path.join(dir, 'dist'),
      filename: `${FILE_PREFIX}[contenthash:8].js`,
      // Only an earlier build's provider goes; the rest of dist is the remote's.
      clean: { keep: (file) => !isProviderFile(file) },
    },
    plugins: [
      new DefinePlugin(optimisationDefinitions(optimization)),
      {
        apply(compiler) {
          compiler.hooks.done.tap(NAME, (stats) => {
            const [file] = stats.compilation.entrypoints.get('main')?.getFiles() ?? [];
            built.file = file;
          });
        },
      },
      ...plugins,
    ],
    performance: { hints: false },
  };
}

/** Puts the provider's script first in the page's head, before the entry (both deferred, so in order). */
class RuntimeProviderScript {
  constructor({ built, publicPath }) {
    this.built = built;
    this.publicPath = publicPath;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(NAME, (data) => {
        if (!this.built.file) {
          throw new Error('The federation runtime provider must be built before the page');
        }
        data.assetTags.scripts.unshift(
          HtmlWebpackPlugin.createHtmlTagObject('script', {
            defer: true,
            src: `${this.publicPath}${this.built.file}`,
          }),
        );
        return data;
      });
    });
  }
}

module.exports = {
  isProviderFile,
  runtimeProviderConfig,
  runtimeSharing,
  RuntimeProviderScript,
  takesRuntime,
};
