import { use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  namespace: string;
  /** What `registerCatalog` returned for the namespace. */
  ready: Promise<void>;
  children: ReactNode;
}

/**
 * Renders its children once a namespace's catalog for the active language is
 * in, and suspends the surrounding Suspense boundary until then: a page never
 * renders without its strings (it would show keys, or break on a list).
 */
export function CatalogReady({ namespace, ready, children }: Props) {
  const { i18n } = useTranslation();
  // Already in: render at once (waiting on even a settled promise would show the fallback).
  if (!i18n.hasLoadedNamespace(namespace)) use(ready);
  return children;
}
