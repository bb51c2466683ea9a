import { createContext, type Context } from 'react';

type Page = typeof globalThis & { [key: symbol]: unknown };

/** The page-wide contexts this copy of the package has handed out, by their global symbol. */
const handedOut = new Map<symbol, Context<unknown>>();

/**
 * A context that is one for the whole page although every app bundles its
 * own copy of this package: kept under a global symbol (`pawapuri.<name>`),
 * so the shell's server and a remote's page meet in the same context.
 */
export function pageWideContext<T>(name: string): Context<T | null> {
  const page = globalThis as Page;
  const key = Symbol.for(`pawapuri.${name}`);
  page[key] ??= createContext<T | null>(null);
  handedOut.set(key, page[key] as Context<unknown>);
  return page[key] as Context<T | null>;
}

/**
 * Every page-wide context handed out so far, by the global symbol it is kept
 * under. A server runs each remote's server build with a global object of
 * its own and puts these there, so the build's copy of this package finds
 * the contexts the server provides.
 */
export function pageWideContexts(): ReadonlyMap<symbol, Context<unknown>> {
  return handedOut;
}
