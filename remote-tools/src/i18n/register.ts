import { registerCatalog } from '@pawapuri/shared';

export const NAMESPACE = 'tools';

/**
 * Each language's strings are their own chunk: a page fetches only the
 * active language's, the other when the visitor switches to it. Resolves once
 * the active language's strings are in (`CatalogReady` waits on it).
 */
export const catalogReady = registerCatalog(NAMESPACE, {
  en: () => import(/* webpackChunkName: "i18n-en" */ './en').then((m) => m.en),
  hi: () => import(/* webpackChunkName: "i18n-hi" */ './hi').then((m) => m.hi),
});
