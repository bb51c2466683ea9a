/**
 * Jest transform for the few node_modules packages published as ES modules
 * only: TypeScript's transpiler rewrites their imports and exports as
 * CommonJS, which Jest's module system runs. The file is handed over as
 * `.js`, since TypeScript keeps `.mjs` files as ES modules whatever it is asked.
 */
const ts = require('typescript');

module.exports = {
  process(source, filename) {
    const { outputText, sourceMapText } = ts.transpileModule(source, {
      fileName: filename.replace(/\.mjs$/, '.js'),
      compilerOptions: {
        allowJs: true,
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2022,
        sourceMap: true,
      },
    });
    return { code: outputText, map: sourceMapText };
  },
};
