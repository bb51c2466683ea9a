import { createContext, type Context } from 'react';

type Page = typeof globalThis & { [key: symbol]: unknown };

/**
 * A context that is one for the whole page although every app bundles its
 * own copy of this package: kept under a global symbol (`pawapuri.<name>`),
 * so the shell's server and a remote's page meet in the same context.
 */
export function pageWideContext<T>(name: string): Context<T | null> {
  const page = globalThis as Page;
  const key = Symbol.for(`pawapuri.${name}`);
  page[key] ??= createContext<T | null>(null);
  return page[key] as Context<T | null>;
}
