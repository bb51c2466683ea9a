import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { localisedPath } from '../i18n/language-paths';
import type { LanguageCode } from '../i18n/languages';
import { rememberLanguage } from '../i18n/remembered-language';

/**
 * What the language routers tell the page: the language of the address, and
 * a way to go to a full address (prefix included), which the router's own
 * `navigate()` cannot do since it always adds the current prefix.
 */
export interface LanguageNavigation {
  language: LanguageCode;
  goTo(address: string): void;
}

export const LanguageNavigationContext = createContext<LanguageNavigation | null>(null);

/** The current page in every language, for a language switch. */
export interface LanguageAddresses {
  /** The language of the current address. */
  language: LanguageCode;
  /**
   * The current page's address in a language, without the query: a link's
   * address is then the same on the server, which renders a page alike
   * for every query it does not read, and in the browser.
   */
  addressIn(language: LanguageCode): string;
  /** Remembers the visitor's choice and moves to the current page in that language (query and fragment kept). */
  switchTo(language: LanguageCode): void;
}

export function useLanguageAddresses(): LanguageAddresses {
  const navigation = useContext(LanguageNavigationContext);
  if (!navigation) throw new Error('useLanguageAddresses needs a LanguageRouter above it');
  // Inside a language router the path comes without its prefix. The query
  // is read only on a switch, never while rendering (see addressIn).
  const location = useLocation();
  const addressIn = (language: LanguageCode) => localisedPath(location.pathname, language);
  return {
    language: navigation.language,
    addressIn,
    switchTo(language) {
      rememberLanguage(language);
      if (language !== navigation.language) {
        navigation.goTo(addressIn(language) + location.search + location.hash);
      }
    },
  };
}
