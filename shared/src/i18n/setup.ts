import i18n, { type InitOptions, type Resource } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { commonCatalog } from './common-catalog';
import { languageOfPath } from './language-paths';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from './languages';

/** The strings of one namespace in one language. */
export type Strings = Record<string, unknown>;

/**
 * Catalogs of one namespace: English and Hindi, each either bundled (the
 * strings themselves) or loaded when that language is first needed (a
 * function returning them, usually a dynamic `import()` so each language is
 * its own chunk).
 */
export type Catalog = Record<LanguageCode, Strings | (() => Promise<Strings>)>;

/** Catalogs of one namespace, both languages bundled. */
export type BundledCatalog = Record<LanguageCode, Strings>;

type Loader = () => Promise<Strings>;

/**
 * Loaders by namespace and language. Each app bundles its own copy of this
 * package, but the i18next instance is a shared singleton: the loaders live
 * on the page (one table under a global symbol), so the shell's instance can
 * load a remote's catalogs.
 */
function loaders(): Map<string, Loader> {
  const key = Symbol.for('pawapuri.i18n.catalogLoaders');
  const page = globalThis as typeof globalThis & { [key: symbol]: Map<string, Loader> };
  page[key] ??= new Map();
  return page[key];
}

function loadCatalog(language: string, namespace: string): Promise<Strings> {
  const load = loaders().get(`${language}|${namespace}`);
  return load ? load() : Promise.reject(new Error(`No ${language} catalog for ${namespace}`));
}

/** Loads the catalogs registered as functions (the browser's and the server's instance alike). */
export const catalogBackend = resourcesToBackend(loadCatalog);

/** What the browser's and the server's instance share. */
export const I18N_OPTIONS = {
  resources: toResources('common', commonCatalog),
  // Bundled catalogs (common, the shell's) and loaded ones side by side.
  partialBundledLanguages: true,
  ns: ['common'],
  defaultNS: 'common',
  // Hindi never falls back to English (a test keeps both catalogs' keys
  // equal), so a Hindi page never fetches the English catalogs.
  fallbackLng: { hi: [], default: [DEFAULT_LANGUAGE] },
  supportedLngs: LANGUAGES.map((l) => l.code),
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} satisfies InitOptions;

/** How the page's instance starts. */
export interface I18nOptions {
  /** The language to start in; by default the language of the page's address (`/hi...` is Hindi). */
  language?: LanguageCode;
}

/**
 * Starts the one i18next instance of the page (the options count only on the
 * first call). The shell calls it; a remote running standalone calls it too. `i18next` and `react-i18next` are shared
 * as Module Federation singletons, so the shell's instance is the remotes'
 * instance and one language switch changes every part of the page. Only the
 * active language's catalogs are fetched; switching language fetches the
 * other's before the switch takes effect, so no key ever shows.
 */
export function initI18n(options: I18nOptions = {}): typeof i18n {
  if (i18n.isInitialized) return i18n;
  void i18n
    .use(catalogBackend)
    .use(initReactI18next)
    .init({
      ...I18N_OPTIONS,
      // The address decides the language; the router keeps it so as the visitor moves.
      lng: options.language ?? addressLanguage(),
    });
  syncDocumentLanguage(i18n.resolvedLanguage ?? DEFAULT_LANGUAGE);
  i18n.on('languageChanged', syncDocumentLanguage);
  return i18n;
}

/**
 * Adds a package's namespace (e.g. 'content') to the page's instance: bundled
 * strings at once, loaded ones for the active language now (and for another
 * language when the visitor switches to it). Resolves once the active
 * language's strings are in.
 */
export function registerCatalog(namespace: string, catalog: Catalog): Promise<void> {
  const instance = initI18n();
  // A namespace registered again comes from a new build of its remote (the
  // server loading a redeploy): the new strings replace the old.
  const replaced: string[] = [];
  for (const [language, strings] of Object.entries(catalog)) {
    const key = `${language}|${namespace}`;
    if (typeof strings === 'function') {
      const known = loaders().get(key);
      if (known && known !== strings) replaced.push(language);
      loaders().set(key, strings);
    } else {
      instance.addResourceBundle(language, namespace, strings, true, true);
    }
  }
  if (replaced.length > 0) return instance.reloadResources(replaced, [namespace]);
  return instance.loadNamespaces(namespace);
}

function toResources(namespace: string, catalog: BundledCatalog): Resource {
  return {
    en: { [namespace]: catalog.en },
    hi: { [namespace]: catalog.hi },
  };
}

function addressLanguage(): LanguageCode {
  return typeof window === 'undefined'
    ? DEFAULT_LANGUAGE
    : languageOfPath(window.location.pathname).language;
}

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
