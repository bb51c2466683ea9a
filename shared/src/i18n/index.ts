export * from './languages';
export * from './language-paths';
export { rememberLanguage, rememberedLanguage } from './remembered-language';
export { initI18n, registerCatalog } from './setup';
export type { BundledCatalog, Catalog, I18nOptions, Strings } from './setup';
export { CatalogReady } from './catalog-ready';
export { pageCatalog, WithPageCatalog, type PageCatalog } from './page-catalog';
export { languageOfPath } from './language-paths';
