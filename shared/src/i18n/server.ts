import { DEFAULT_LANGUAGE, type LanguageCode } from './languages';
import { isServer, snapshot } from './page-strings';
import { initI18n, startStrings, type PageI18n } from './setup';
import type { TFunction } from './translate';
import { translationOf } from './use-translation';

/**
 * Starts the page's strings for rendering on Node: every language is
 * fetched, so the promise `registerCatalog` returns resolves only once
 * English and Hindi are both in and any request can render in either (each
 * render names its language with `RenderLanguage`). Call it before any
 * remote's module is imported: those register their catalogs on import,
 * which would otherwise start the browser's kind.
 */
export function initServerI18n(): PageI18n {
  if (!startStrings(DEFAULT_LANGUAGE, true) && !isServer()) {
    throw new Error(
      'initServerI18n: the browser strings were started first; call initServerI18n before importing any remote.',
    );
  }
  return initI18n();
}

/** `t` in one language, for a server's text outside a render (a page's head). */
export function translatorFor(language: LanguageCode): TFunction {
  return translationOf(snapshot(), language).t;
}
