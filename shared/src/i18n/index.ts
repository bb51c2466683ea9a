export * from './languages';
export { initI18n, registerCatalog } from './setup';
export type { BundledCatalog, Catalog, Strings } from './setup';
export { CatalogReady } from './catalog-ready';
