export * from './languages';
export * from './language-paths';
export { rememberLanguage, rememberedLanguage } from './remembered-language';
export { initI18n, registerCatalog } from './setup';
export type { BundledCatalog, Catalog, I18nOptions, PageI18n, Strings } from './setup';
export {
  RenderLanguage,
  useTranslation,
  type PageLanguage,
  type Translation,
} from './use-translation';
export type { TFunction } from './translate';
export { CatalogReady } from './catalog-ready';
export { pageCatalog, WithPageCatalog, type PageCatalog } from './page-catalog';
export { languageOfPath } from './language-paths';
