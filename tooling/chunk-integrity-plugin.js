/**
 * Browsers check every chunk a build's webpack runtime loads later: each lazy
 * script and stylesheet is requested with `integrity` (its SHA-384) and
 * `crossorigin`, so a file changed on the static host after the build is
 * refused by the browser instead of run or applied.
 *
 * How: each runtime chunk (remoteEntry.js, an app's entry) carries a map of
 * chunk id → digest for the chunks it may load. The map is written with
 * placeholders of a digest's exact length while webpack renders, and filled
 * in once every other file is final (after minifying and content hashing),
 * so the source maps stay true. The runtime's script loader
 * (`LoadScriptRuntimeModule`'s `createScript`) and mini-css-extract-plugin's
 * stylesheet loader (`beforeTagInsert`) set the attributes from the map.
 *
 * webpack-subresource-integrity 5.1 does the scripts' half only (not the
 * stylesheets mini-css-extract-plugin loads), and a federated build whose
 * placeholders it cannot resolve fails whole (waysact/webpack-subresource-integrity#176).
 * Chunks that hold only shared modules get no file: they get no digest here.
 *
 * A placeholder left by mistake is a well-formed but wrong digest, so the
 * browser refuses that file: the check fails closed.
 */
const { integrityValue } = require('./integrity-value');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const { Compilation, RuntimeGlobals, RuntimeModule, Template, sources } = webpack;

const NAME = 'ChunkIntegrityPlugin';
/** The runtime's map, `{ js: { [chunkId]: digest }, css: { [chunkId]: digest } }`. */
const MAP = `${RuntimeGlobals.require}.sri`;
/** The source types whose modules give a chunk a file of that kind. */
const KINDS = { js: 'javascript', css: 'css/mini-extract' };

/** The stand-in for a chunk's digest: as long as a real one, and unique per chunk and kind. */
const placeholder = (kind, chunkId) =>
  integrityValue(Buffer.from(`${NAME} placeholder ${kind} ${chunkId}`));

/** Whether a chunk has modules that give it a file of this kind (chunks of only shared modules have none). */
function hasFile(chunkGraph, chunk, kind) {
  const modules = chunkGraph.getChunkModulesIterableBySourceType(chunk, KINDS[kind]);
  return modules !== undefined && !modules[Symbol.iterator]().next().done;
}

class IntegrityMapRuntimeModule extends RuntimeModule {
  constructor() {
    super('chunk integrity', RuntimeModule.STAGE_BASIC);
  }

  generate() {
    const { chunkGraph } = this.compilation;
    const map = { js: {}, css: {} };
    for (const chunk of this.chunk.getAllAsyncChunks()) {
      for (const kind of Object.keys(KINDS)) {
        if (hasFile(chunkGraph, chunk, kind)) map[kind][chunk.id] = placeholder(kind, chunk.id);
      }
    }
    return `${MAP} = ${JSON.stringify(map)};`;
  }
}

/**
 * The page's look-up of a file's digest by URL (the shell's, from the signed
 * file list of the remote's version, `shell/src/remotes/integrity-plugin.ts`).
 */
const PAGE_LOOKUP = '__pawapuriIntegrity';

/** Runtime code setting a tag's integrity from the page's look-up, where the page has one. */
const setIntegrityFromPage = (tag, url) =>
  Template.asString([
    `var pawapuriSri = typeof self.${PAGE_LOOKUP} === "function" && self.${PAGE_LOOKUP}(${url});`,
    `if (pawapuriSri) {`,
    Template.indent([`${tag}.integrity = pawapuriSri;`, `${tag}.crossOrigin = "anonymous";`]),
    '}',
  ]);

/** Runtime code setting a tag's integrity from the map, where the map knows the chunk. */
const setIntegrity = (tag, kind, chunkId) =>
  Template.asString([
    `if (${chunkId} !== undefined && ${MAP} && ${MAP}.${kind}[${chunkId}]) {`,
    Template.indent([
      `${tag}.integrity = ${MAP}.${kind}[${chunkId}];`,
      `${tag}.crossOrigin = "anonymous";`,
    ]),
    '}',
  ]);

/** The digest of every chunk file of each kind, keyed by placeholder. */
function chunkDigests(compilation) {
  const digests = new Map();
  for (const chunk of compilation.chunks) {
    for (const file of chunk.files) {
      const kind = file.endsWith('.js') ? 'js' : file.endsWith('.css') ? 'css' : null;
      const asset = kind && compilation.getAsset(file);
      if (asset) digests.set(placeholder(kind, chunk.id), integrityValue(asset.source.buffer()));
    }
  }
  return digests;
}

/** Replaces each placeholder in a runtime chunk's script by its digest. */
function fillIn(compilation, file, digests) {
  const original = compilation.getAsset(file).source;
  const text = original.source().toString();
  const filled = new sources.ReplaceSource(original);
  let changed = false;
  for (const [stand, real] of digests) {
    for (let at = text.indexOf(stand); at !== -1; at = text.indexOf(stand, at + 1)) {
      filled.replace(at, at + stand.length - 1, real);
      changed = true;
    }
  }
  if (changed) compilation.updateAsset(file, filled);
}

/**
 * `digests: 'embedded'` (the default) writes each runtime's map of its
 * chunks' digests into it. `digests: 'page'` writes no map: the runtime asks
 * the page for a file's digest by URL, which the shell answers from the
 * version's signed file list, fetched beside the manifest. A map costs about
 * 50 bytes of brotli per chunk on every page (a digest does not compress),
 * too many for a remote with dozens of lazy chunks; the list is one file in
 * the version folder, cached for as long as the version.
 */
class ChunkIntegrityPlugin {
  constructor({ digests = 'embedded' } = {}) {
    this.fromPage = digests === 'page';
  }

  apply(compiler) {
    if (this.fromPage) {
      compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
        webpack.runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(
          NAME,
          (source) => Template.asString([source, setIntegrityFromPage('script', 'script.src')]),
        );
        MiniCssExtractPlugin.getCompilationHooks(compilation).beforeTagInsert.tap(
          NAME,
          (source, { tag }) =>
            Template.asString([source, setIntegrityFromPage(tag, `${tag}.href`)]),
        );
      });
      return;
    }
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(NAME, (chunk) => {
        if (chunk.getAllAsyncChunks().size > 0) {
          compilation.addRuntimeModule(chunk, new IntegrityMapRuntimeModule());
        }
      });
      webpack.runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(
        NAME,
        (source) => Template.asString([source, setIntegrity('script', 'js', 'chunkId')]),
      );
      MiniCssExtractPlugin.getCompilationHooks(compilation).beforeTagInsert.tap(
        NAME,
        (source, { tag, chunkId }) =>
          Template.asString([source, setIntegrity(tag, 'css', chunkId)]),
      );
      // After the content hashes are final and before the compressed copies are made.
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          // Runtime chunks hold only placeholders of other chunks' digests, so
          // every digest is taken before any runtime chunk is filled in.
          const digests = chunkDigests(compilation);
          for (const chunk of compilation.chunks) {
            if (!chunk.hasRuntime()) continue;
            for (const file of chunk.files)
              if (file.endsWith('.js')) fillIn(compilation, file, digests);
          }
        },
      );
    });
  }
}

module.exports = { ChunkIntegrityPlugin, PAGE_LOOKUP };
