import { createContext, useContext } from 'react';

/**
 * The page path (without its language prefix) the visitor asked for last.
 * Pages are shown in a transition, and a transition still waiting for a
 * page's code is replaced by the next navigation, so the path the router
 * shows can skip a page the visitor did open. Whatever must see every
 * navigation (the visit tracker) reads this instead.
 */
export const RequestedPageContext = createContext<string | null>(null);

/** The path asked for last, or null outside a language router. */
export function useRequestedPage(): string | null {
  return useContext(RequestedPageContext);
}
