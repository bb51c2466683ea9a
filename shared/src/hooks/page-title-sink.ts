import { createContext, type Context } from 'react';

/** Where a server render collects the page's title, as the page itself names it. */
export interface PageTitleSink {
  setTitle: (documentTitle: string) => void;
}

type Page = typeof globalThis & { [key: symbol]: Context<PageTitleSink | null> | undefined };

/**
 * One context for the whole page although every app bundles its own copy of
 * this package: kept under a global symbol, so the shell's server and a
 * remote's page meet in the same context.
 */
const key = Symbol.for('pawapuri.pageTitleSink');
export const PageTitleSinkContext: Context<PageTitleSink | null> = ((globalThis as Page)[key] ??=
  createContext<PageTitleSink | null>(null));
