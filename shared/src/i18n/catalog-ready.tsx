import { use } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  namespace: string;
  /** What `registerCatalog` returned for the namespace. */
  ready: Promise<void>;
}

/**
 * Suspends its Suspense boundary until a namespace's catalog for the active
 * language is in, so a page never shows catalog keys while its strings are on
 * their way. Place it after the page inside the same boundary: the page's own
 * code starts loading at once, in parallel.
 */
export function CatalogReady({ namespace, ready }: Props) {
  const { i18n } = useTranslation();
  // Already in: render at once (waiting on even a settled promise would show the fallback).
  if (!i18n.hasLoadedNamespace(namespace)) use(ready);
  return null;
}
