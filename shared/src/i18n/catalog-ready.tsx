import { use, type ReactNode } from 'react';

interface Props {
  /** What `registerCatalog` returned for the namespace. */
  ready: Promise<void>;
  children: ReactNode;
}

/**
 * Renders its children once a namespace's catalog for the active language is
 * in, and suspends the surrounding Suspense boundary until then: a page never
 * renders without its strings (it would show keys, or break on a list). A
 * catalog that cannot be fetched reaches the page's error boundary. Once the
 * registration has settled, `use` returns at once (`settledForUse`).
 */
export function CatalogReady({ ready, children }: Props) {
  use(ready);
  return children;
}
