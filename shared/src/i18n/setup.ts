import i18n, { type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { commonCatalog } from './common-catalog';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY } from './languages';

/** Catalogs of one namespace: English and Hindi. */
export interface Catalog {
  en: Record<string, unknown>;
  hi: Record<string, unknown>;
}

/**
 * Starts the one i18next instance of the page. The shell calls it; a remote
 * running standalone calls it too. `i18next` and `react-i18next` are shared
 * as Module Federation singletons, so the shell's instance is the remotes'
 * instance and one language switch changes every part of the page.
 */
export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  void i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: toResources('common', commonCatalog),
      ns: ['common'],
      defaultNS: 'common',
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES.map((l) => l.code),
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      initAsync: false,
      interpolation: { escapeValue: false },
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
      },
      react: { useSuspense: false },
    });
  syncDocumentLanguage(i18n.resolvedLanguage ?? DEFAULT_LANGUAGE);
  i18n.on('languageChanged', syncDocumentLanguage);
  return i18n;
}

/** Adds a package's namespace (e.g. 'content') to the page's instance. */
export function registerCatalog(namespace: string, catalog: Catalog): void {
  const instance = initI18n();
  for (const [language, strings] of Object.entries(catalog)) {
    if (!instance.hasResourceBundle(language, namespace)) {
      instance.addResourceBundle(language, namespace, strings, true, false);
    }
  }
}

function toResources(namespace: string, catalog: Catalog): Resource {
  return {
    en: { [namespace]: catalog.en },
    hi: { [namespace]: catalog.hi },
  };
}

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
