import { commonCatalog } from './common-catalog';
import { languageOfPath } from './language-paths';
import { DEFAULT_LANGUAGE, type LanguageCode } from './languages';
import {
  changeLanguage,
  hasStrings,
  isStarted,
  register,
  settled,
  snapshot,
  start,
  subscribe,
} from './page-strings';
import { settledForUse } from './settled-for-use';
import { translationOf } from './use-translation';
import type { Strings, TFunction, Values } from './translate';

export type { Strings } from './translate';

/**
 * Catalogs of one namespace: English and Hindi, each either bundled (the
 * strings themselves) or loaded when that language is first needed (a
 * function returning them, usually a dynamic `import()` so each language is
 * its own chunk).
 */
export type Catalog = Record<LanguageCode, Strings | (() => Promise<Strings>)>;

/** Catalogs of one namespace, both languages bundled. */
export type BundledCatalog = Record<LanguageCode, Strings>;

/** How the page's strings start. */
export interface I18nOptions {
  /** The language to start in; by default the language of the page's address (`/hi...` is Hindi). */
  language?: LanguageCode;
}

/** The page's strings as code outside components reads and moves them. */
export interface PageI18n {
  /** The page's language now. */
  readonly language: LanguageCode;
  /** A string of the page's language; the namespace is named in the key (`common:retry`). */
  t: TFunction;
  hasLoadedNamespace: (namespace: string) => boolean;
  /** Moves the page to another language once its strings are in. */
  changeLanguage: (language: string) => Promise<void>;
  /** Resolves once every fetch of strings under way has settled. */
  settled: () => Promise<void>;
}

const pageI18n: PageI18n = {
  get language() {
    return snapshot().language;
  },
  t: ((key: string, values?: Values) =>
    translationOf(snapshot(), snapshot().language).t(key, values)) as TFunction,
  hasLoadedNamespace: (namespace) => hasStrings(snapshot().language, namespace),
  changeLanguage,
  settled,
};

/**
 * Starts the page's strings (only the first call counts) and returns them.
 * The shell calls it; a remote running standalone calls it too. Only the
 * active language's catalogs are fetched; switching language fetches the
 * other's before the switch takes effect, so no key ever shows.
 */
export function initI18n(options: I18nOptions = {}): PageI18n {
  // The address decides the language; the router keeps it so as the visitor moves.
  if (!isStarted()) startStrings(options.language ?? addressLanguage(), false);
  return pageI18n;
}

/**
 * Starts the page's strings with the common catalog, in a browser
 * (`everyLanguage` false) or on a server; false when they had already started.
 */
export function startStrings(language: LanguageCode, everyLanguage: boolean): boolean {
  if (!start(language, everyLanguage)) return false;
  void register('common', commonCatalog);
  syncDocumentLanguage();
  subscribe(syncDocumentLanguage);
  return true;
}

/**
 * Adds a package's namespace (e.g. 'shell') to the page: bundled strings at
 * once, loaded ones for the active language now (and for another language
 * when the visitor switches to it). Resolves once the active language's
 * strings are in; rejects when they cannot be fetched. `use` reads the
 * promise without suspending once it has settled.
 */
export function registerCatalog(namespace: string, catalog: Catalog): Promise<void> {
  initI18n();
  return settledForUse(register(namespace, catalog));
}

function addressLanguage(): LanguageCode {
  return typeof window === 'undefined'
    ? DEFAULT_LANGUAGE
    : languageOfPath(window.location.pathname).language;
}

function syncDocumentLanguage(): void {
  if (typeof document !== 'undefined') document.documentElement.lang = snapshot().language;
}
