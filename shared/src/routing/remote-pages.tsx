import { Suspense, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CatalogReady } from '../i18n/catalog-ready';
import type { RemoteRoutesProps } from '../types/remote';
import { MarkInteractive, useMarkedByPage } from './mark-interactive';
import { PageLoading } from './page-loading';

interface Props extends RemoteRoutesProps {
  /** The page at each absolute path the remote lists in its remote.json. */
  pages: Record<string, ReactElement>;
  /** What `registerCatalog` returned for a catalog loaded on demand: the pages wait for it (they never render without their strings). */
  catalogReady?: Promise<void>;
}

/**
 * A remote's pages by absolute path, the shell's not-found page for any other
 * path, and one loading line while a lazy page or its catalog is on its way.
 * The page is marked interactive only once it is in: until its lazy code
 * arrives, a server-rendered page is shown but its buttons do nothing.
 */
export function RemotePages({ pages, notFound, catalogReady }: Props) {
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
    <Suspense fallback={<PageLoading />}>
      {catalogReady ? <CatalogReady ready={catalogReady}>{routes}</CatalogReady> : routes}
      <MarkInteractive />
    </Suspense>
  );
}
