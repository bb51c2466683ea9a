/**
 * One validator and serializer compiler for every app a test file builds.
 * Fastify makes new compilers with each instance, so each test's fresh app
 * compiled every route's JSON schemas again: about half of the time it took
 * to build one (BENCHMARKS.md, the test run). Here the compilers are made
 * once per test file and reused for the same schema with the same settings,
 * as one long-running server reuses them; what they compile is unchanged.
 */
import type * as AjvCompilerModule from '@fastify/ajv-compiler';
import type * as SerializerCompilerModule from '@fastify/fast-json-stringify-compiler';

/**
 * A compiler that compiles each schema once: keyed by the schema's JSON, as
 * routes may build equal schema objects again for each app.
 */
function once<R>(compile: (route: { schema: object }) => R) {
  const compiled = new Map<string, R>();
  return (route: { schema: object }): R => {
    const key = JSON.stringify(route.schema);
    let result = compiled.get(key);
    if (result === undefined) compiled.set(key, (result = compile(route)));
    return result;
  };
}

jest.mock('@fastify/ajv-compiler', () => {
  const actual = jest.requireActual<typeof AjvCompilerModule>('@fastify/ajv-compiler');
  const factory = actual.AjvCompiler();
  const compilers = new Map<string, unknown>();
  // One compiler per set of shared schemas and options, as the pool inside does.
  const pooled = (externalSchemas: unknown, options: { customOptions?: unknown }) => {
    const key = JSON.stringify([externalSchemas, options.customOptions]);
    if (!compilers.has(key)) {
      compilers.set(key, once(factory(externalSchemas as never, options as never) as never));
    }
    return compilers.get(key);
  };
  const AjvCompiler = () => pooled;
  return Object.assign(AjvCompiler, actual, { default: AjvCompiler, AjvCompiler });
});

jest.mock('@fastify/fast-json-stringify-compiler', () => {
  const actual = jest.requireActual<typeof SerializerCompilerModule>(
    '@fastify/fast-json-stringify-compiler',
  );
  const compilers = new Map<string, unknown>();
  function SerializerSelector() {
    const factory = actual.SerializerSelector();
    return (externalSchemas: unknown, options: unknown) => {
      const key = JSON.stringify([externalSchemas, options]);
      if (!compilers.has(key)) {
        compilers.set(key, once(factory(externalSchemas as never, options as never) as never));
      }
      return compilers.get(key);
    };
  }
  return Object.assign(SerializerSelector, actual, {
    default: SerializerSelector,
    SerializerSelector,
  });
});

/**
 * Fastify names a plugin that has no name by searching the require cache for
 * the module that exports it; under Jest that cache is a proxy over thousands
 * of modules, and the search ran twice for every plugin of every app built.
 * The name found first is kept on the plugin, as fastify-plugin keeps one,
 * so the next app reads it instead; the name is the same.
 */
jest.mock('fastify/lib/plugin-utils.js', () => {
  const actual = jest.requireActual<{
    getPluginName(fn: unknown): string | null;
    registerPlugin(this: unknown, fn: unknown): boolean;
  }>('fastify/lib/plugin-utils.js');
  const DISPLAY_NAME = Symbol.for('fastify.display-name');
  return {
    ...actual,
    registerPlugin(this: unknown, fn: unknown) {
      const plugin = fn as { [DISPLAY_NAME]?: string };
      if (typeof fn === 'function' && plugin[DISPLAY_NAME] === undefined) {
        const name = actual.getPluginName(fn);
        if (name) plugin[DISPLAY_NAME] = name;
      }
      return actual.registerPlugin.call(this, fn);
    },
  };
});
