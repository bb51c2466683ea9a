import { useEffect } from 'react';
import type { UNSAFE_createBrowserHistory } from 'react-router-dom';
import { languageOfPath, localisedPath } from '../i18n/language-paths';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { rememberedLanguage } from '../i18n/remembered-language';

/** The browser's history, or in tests a memory history. */
export type RouterHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/**
 * Once the page has started, moves a visitor who chose another language with
 * the switch from an English address to the same page in their language (a
 * replace, so Back does not return to the English address). Crawlers and
 * first-time visitors have no choice stored and stay on the address they
 * asked for; an address already in a language other than English is kept,
 * since someone chose that link.
 */
export function useRememberedLanguage(history: RouterHistory): void {
  useEffect(() => {
    const preferred = rememberedLanguage();
    const { pathname, search, hash } = history.location;
    const here = languageOfPath(pathname);
    if (preferred === null || preferred === DEFAULT_LANGUAGE) return;
    if (here.language !== DEFAULT_LANGUAGE) return;
    history.replace({ pathname: localisedPath(here.path, preferred), search, hash });
  }, [history]);
}
