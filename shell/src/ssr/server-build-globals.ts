/**
 * What Node gives a module besides the language's own built-ins, lent to
 * each remote's server build, which runs with a global object of its own
 * (evaluate-server-build.ts). The language's built-ins (Object, Array,
 * Promise, Map, Intl, JSON...) are the build's own; these are the host's,
 * so they behave as in any Node module: timers fire on the server's event
 * loop, fetch and URL are Node's. Nothing that holds a page's state is
 * lent here (the page-wide React contexts are lent apart, by name), and no
 * browser global: `window`, `document` and `navigator` stay undefined, as a
 * server render expects.
 */
const HOST_GLOBALS = [
  'console',
  'process',
  'Buffer',
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'setImmediate',
  'clearImmediate',
  'queueMicrotask',
  'structuredClone',
  'performance',
  'crypto',
  'fetch',
  'Headers',
  'Request',
  'Response',
  'FormData',
  'Blob',
  'URL',
  'URLSearchParams',
  'TextEncoder',
  'TextDecoder',
  'AbortController',
  'AbortSignal',
  'Event',
  'EventTarget',
  'atob',
  'btoa',
] as const;

/** The host's globals a server build is lent (those this Node has), by name. */
export function hostGlobals(): Record<string, unknown> {
  const host = globalThis as unknown as Record<string, unknown>;
  return Object.fromEntries(
    HOST_GLOBALS.filter((name) => host[name] !== undefined).map((name) => [name, host[name]]),
  );
}
