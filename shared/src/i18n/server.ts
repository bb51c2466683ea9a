import i18n, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from './languages';
import { catalogBackend, I18N_OPTIONS } from './setup';

/**
 * Starts the page-wide i18next instance for rendering on Node: the same
 * catalogs and options as in the browser, without the browser's language
 * detector, and with every language preloaded, so the promise
 * `registerCatalog` returns resolves only once English and Hindi are both in
 * and any request can render in either. Call it before any remote's module
 * is imported: those register their catalogs on import, which would otherwise
 * start the browser's instance.
 */
export function initServerI18n(): I18n {
  if (i18n.isInitialized) {
    if (i18n.services.languageDetector) {
      throw new Error(
        'initServerI18n: the browser i18n instance was started first; call initServerI18n before importing any remote.',
      );
    }
    return i18n;
  }
  void i18n
    .use(catalogBackend)
    .use(initReactI18next)
    .init({
      ...I18N_OPTIONS,
      lng: DEFAULT_LANGUAGE,
      preload: LANGUAGES.map((language) => language.code),
    });
  return i18n;
}

/**
 * An instance for one request in one language, for `<I18nextProvider>`. It
 * shares the catalogs already loaded but has its own language, so concurrent
 * requests in different languages never mix.
 */
export function i18nFor(language: LanguageCode): I18n {
  return initServerI18n().cloneInstance({ lng: language });
}
