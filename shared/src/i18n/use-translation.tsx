import { useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { pageWideContext } from '../page-context/page-wide-context';
import type { LanguageCode } from './languages';
import {
  changeLanguage,
  snapshot,
  stringsIn,
  subscribe,
  type StringsSnapshot,
} from './page-strings';
import { translator, type TFunction } from './translate';

/** The language a part of the page is rendered in, and the page's switch. */
export interface PageLanguage {
  language: LanguageCode;
  /** Whether a namespace's strings are in, in this language. */
  hasLoadedNamespace: (namespace: string) => boolean;
  /** Moves the whole page to another language once its strings are in. */
  changeLanguage: (language: string) => Promise<void>;
}

export interface Translation {
  t: TFunction;
  i18n: PageLanguage;
}

/**
 * The language of one server render. A server renders many requests at
 * once, in either language, from the same strings: each render says its own
 * language here instead of moving the page's.
 */
const RenderLanguageContext = pageWideContext<LanguageCode>('i18n.renderLanguage');

export function RenderLanguage({
  language,
  children,
}: {
  language: LanguageCode;
  children: ReactNode;
}) {
  return (
    <RenderLanguageContext.Provider value={language}>{children}</RenderLanguageContext.Provider>
  );
}

/** `t` and the language for `namespace` ('common' by default) in a given state of the page's strings. */
export function translationOf(
  state: StringsSnapshot,
  language: LanguageCode,
  namespace = 'common',
): Translation {
  const stringsOf = (space: string) => stringsIn(state, language, space);
  return {
    t: translator(stringsOf, namespace, language),
    i18n: {
      language,
      hasLoadedNamespace: (space) => stringsOf(space) !== undefined,
      changeLanguage,
    },
  };
}

/**
 * A component's strings: renders again when the page's language changes or
 * new strings arrive. `t` keeps its identity until then, so effects that
 * depend on it do not run again on every render.
 */
export function useTranslation(namespace = 'common'): Translation {
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  const language = useContext(RenderLanguageContext) ?? state.language;
  return useMemo(() => translationOf(state, language, namespace), [state, language, namespace]);
}
