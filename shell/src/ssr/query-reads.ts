import { createContext, useContext, useMemo } from 'react';
import type * as ReactRouter from 'react-router';

/** Called when the page being rendered reads the address's query; null outside a server render. */
export const QueryReadContext = createContext<(() => void) | null>(null);

type RouterModule = Pick<typeof ReactRouter, 'useLocation' | 'useSearchParams'>;

/**
 * The router module as the server lends it to the remotes' server builds:
 * the same, except that `useSearchParams` and the `search` of
 * `useLocation()` tell the render that the page read the query. The server
 * thus learns from each render whether the page depends on the query (the
 * router's own reads, such as its development warnings, are not counted).
 */
export function watchingQueryReads<Module extends RouterModule>(router: Module): Module {
  function useLocation(): ReturnType<Module['useLocation']> {
    const onRead = useContext(QueryReadContext);
    const location = router.useLocation();
    return useMemo(() => {
      if (!onRead) return location;
      const watched = { ...location };
      Object.defineProperty(watched, 'search', {
        enumerable: true,
        get: () => {
          onRead();
          return location.search;
        },
      });
      return watched;
    }, [location, onRead]) as ReturnType<Module['useLocation']>;
  }
  function useSearchParams(
    ...args: Parameters<Module['useSearchParams']>
  ): ReturnType<Module['useSearchParams']> {
    useContext(QueryReadContext)?.();
    return router.useSearchParams(...args) as ReturnType<Module['useSearchParams']>;
  }
  return { ...router, useLocation, useSearchParams };
}
