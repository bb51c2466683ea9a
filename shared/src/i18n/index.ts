export * from './languages';
export { initI18n, registerCatalog } from './setup';
export type { Catalog } from './setup';
