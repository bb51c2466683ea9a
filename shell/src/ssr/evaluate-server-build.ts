import vm from 'node:vm';
import { hostGlobals } from './server-build-globals';

/** Modules the shell's server lends a remote's server build (one copy of React per page, as in the browser). */
export type SharedModules = Record<string, unknown>;

export interface BuildLoans {
  /** The shared singletons, answered by the build's `require`. */
  shared: SharedModules;
  /** Node's own modules (`node:fs`...), answered by the build's `require`. */
  nodeRequire: (id: string) => unknown;
  /** Values the server keeps under global symbols that every build must see too (the page-wide React contexts). */
  pageWide: Iterable<readonly [symbol, unknown]>;
}

/**
 * Runs the text of a remote's server build (a CommonJS file) and returns its
 * exports. Its `require` answers only the shared singletons and Node's own
 * modules: everything else is bundled in the build, so anything more is a
 * broken build, reported as such.
 *
 * Each build runs in a V8 context of its own: its own global object and
 * built-ins, with the host's globals and the page-wide contexts lent
 * (server-build-globals.ts). Two versions of one remote are often loaded at
 * once (a deploy, then a rollback), and a build keeps state on its global
 * object (its strings by namespace, the same names in every version): in a
 * shared one, the version loaded last would answer for the other.
 */
export function evaluateServerBuild(
  source: string,
  filename: string,
  { shared, nodeRequire, pageWide }: BuildLoans,
): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  const require = (id: string): unknown => {
    if (Object.hasOwn(shared, id)) return shared[id];
    if (id.startsWith('node:') || NODE_BUILT_INS.has(id)) return nodeRequire(id);
    throw new Error(`${filename} requires "${id}", which the shell does not provide`);
  };
  const context = vm.createContext(hostGlobals(), { name: filename });
  // As in Node, `global` is the build's own global object.
  vm.runInContext('globalThis.global = globalThis;', context);
  for (const [key, value] of pageWide) (context as Record<symbol, unknown>)[key] = value;
  const wrapper = vm.runInContext(
    `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
    context,
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
