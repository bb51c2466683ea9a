import { Suspense, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageEntriesContext } from '../current-page/page-entries';
import { CatalogReady } from '../i18n/catalog-ready';
import type { PageDescription, RemoteRoutesProps } from '../types/remote';
import { MarkInteractive, useMarkedByPage } from './mark-interactive';
import { PageLoading } from './page-loading';

interface Props extends RemoteRoutesProps {
  /** The page at each absolute path the remote lists in its remote.json. */
  pages: Record<string, ReactElement>;
  /**
   * The pages as the remote's own remote.json lists them: each page reads its
   * heading and description there, from the same deploy as its code, so the
   * shell need not carry every page's description into every page's HTML.
   */
  entries: readonly PageDescription[];
  /** What `registerCatalog` returned for a catalog loaded on demand: the pages wait for it (they never render without their strings). */
  catalogReady?: Promise<void>;
}

/**
 * A remote's pages by absolute path, the shell's not-found page for any other
 * path, and one loading line while a lazy page or its catalog is on its way.
 * The page is marked interactive only once it is in: until its lazy code
 * arrives, a server-rendered page is shown but its buttons do nothing.
 */
export function RemotePages({ pages, entries, notFound, catalogReady }: Props) {
  useMarkedByPage();
  const routes = (
    <Routes>
      {Object.entries(pages).map(([path, element]) => (
        <Route key={path} path={path} element={element} />
      ))}
      <Route path="*" element={notFound} />
    </Routes>
  );
  return (
    <PageEntriesContext.Provider value={entries}>
      <Suspense fallback={<PageLoading />}>
        {catalogReady ? <CatalogReady ready={catalogReady}>{routes}</CatalogReady> : routes}
        <MarkInteractive />
      </Suspense>
    </PageEntriesContext.Provider>
  );
}
