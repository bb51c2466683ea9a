import { createContext, useContext } from 'react';

/** What a server render learns while rendering: whether the page was not found (HTTP 404). */
export interface PageStatus {
  markNotFound: () => void;
}

export const PageStatusContext = createContext<PageStatus | null>(null);

/**
 * Marks the page being rendered on the server as not found, during render
 * (React Router's static-context pattern): in the browser there is no
 * status to set, and nothing happens.
 */
export function useMarkNotFound(): void {
  useContext(PageStatusContext)?.markNotFound();
}
