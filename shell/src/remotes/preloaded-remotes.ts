import { createContext, useContext } from 'react';
import type { RemoteRoutesComponent } from './load-remote-routes';

/**
 * Remotes whose `Routes` are already in hand before the first render: on the
 * server, the server builds; in the browser, the remote of a server-rendered
 * page, loaded before hydration so the first render matches the HTML.
 */
export const PreloadedRemotesContext = createContext<ReadonlyMap<string, RemoteRoutesComponent>>(
  new Map(),
);

export function usePreloadedRemote(name: string): RemoteRoutesComponent | undefined {
  return useContext(PreloadedRemotesContext).get(name);
}
