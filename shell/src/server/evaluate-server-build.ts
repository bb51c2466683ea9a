import vm from 'node:vm';

/** Modules the shell's server lends a remote's server build (one copy of React per page, as in the browser). */
export type SharedModules = Record<string, unknown>;

/**
 * Runs the text of a remote's server build (a CommonJS file) and returns its
 * exports. Its `require` answers only the shared singletons and Node's own
 * modules: everything else is bundled in the build, so anything more is a
 * broken build, reported as such.
 */
export function evaluateServerBuild(
  source: string,
  filename: string,
  shared: SharedModules,
  nodeRequire: (id: string) => unknown,
): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  const require = (id: string): unknown => {
    if (Object.hasOwn(shared, id)) return shared[id];
    if (id.startsWith('node:') || NODE_BUILT_INS.has(id)) return nodeRequire(id);
    throw new Error(`${filename} requires "${id}", which the shell does not provide`);
  };
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
    { filename },
  ) as (...args: unknown[]) => void;
  wrapper(module.exports, require, module, filename, '.');
  return module.exports;
}

// Modules webpack's node target may leave to Node (its chunk loading is off: one file).
const NODE_BUILT_INS = new Set([
  'path',
  'fs',
  'url',
  'util',
  'crypto',
  'stream',
  'buffer',
  'events',
]);
