import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { Router, StaticRouter, UNSAFE_createBrowserHistory } from 'react-router-dom';
import { LANGUAGE_BASENAME, languageOfPath } from '../i18n/language-paths';
import { changeLanguage } from '../i18n/page-strings';
import { LanguageNavigationContext, type LanguageNavigation } from './language-navigation';
import { RequestedPageContext } from './requested-page';
import { useRememberedLanguage, type RouterHistory } from './use-remembered-language';

interface Props {
  children: ReactNode;
  /** The browser's history by default; tests pass a memory history. */
  history?: RouterHistory;
}

/**
 * The site's router in the browser: every page at its English address and
 * under `/hi` in Hindi. The basename is worked out from the same location
 * that is rendered, so a move between `/jal-mandir` and `/hi/jal-mandir`
 * changes both in one render and nothing remounts. Inside it, links and
 * `navigate()` stay in the current language, and `useLocation().pathname` is
 * the page's path without the prefix. The address decides the language:
 * the page's strings are moved to it (its catalogs are fetched first, so no key shows).
 */
export function LanguageRouter({ children, history: given }: Props) {
  const [history] = useState(() => given ?? UNSAFE_createBrowserHistory({ v5Compat: true }));
  const [{ action, location }, setState] = useState(() => ({
    action: history.action,
    location: history.location,
  }));
  // What was asked for, at once: a transition can skip a page it never showed.
  const [requested, setRequested] = useState(() => history.location.pathname);
  // Like react-router's BrowserRouter: follow the history, in a transition.
  useLayoutEffect(
    () =>
      history.listen((update) => {
        setRequested(update.location.pathname);
        startTransition(() => setState(update));
      }),
    [history],
  );

  const { language } = languageOfPath(location.pathname);
  // Follows the address only when it changes: two routers on one page (a
  // test) would otherwise take the language back and forth for ever.
  useEffect(() => {
    void changeLanguage(language);
  }, [language]);
  useRememberedLanguage(history);

  const navigation = useMemo<LanguageNavigation>(
    () => ({ language, goTo: (address) => history.push(address) }),
    [history, language],
  );
  return (
    <LanguageNavigationContext.Provider value={navigation}>
      <RequestedPageContext.Provider value={languageOfPath(requested).path}>
        <Router
          basename={LANGUAGE_BASENAME[language] || '/'}
          location={location}
          navigationType={action}
          navigator={history}
        >
          {children}
        </Router>
      </RequestedPageContext.Provider>
    </LanguageNavigationContext.Provider>
  );
}

/** Does nothing: a page rendered on the server is not navigated until it runs in the browser. */
const stay = () => undefined;

/**
 * The same addresses for rendering on the server: `url` is the requested
 * path with its query (`/hi/jal-mandir?x=1`). The caller renders it in
 * the address's language (`RenderLanguage`, `languageOfPath`).
 */
export function ServerLanguageRouter({ url, children }: { url: string; children: ReactNode }) {
  const [pathname = '/'] = url.split(/[?#]/, 1);
  const { language } = languageOfPath(pathname);
  const navigation = useMemo(() => ({ language, goTo: stay }), [language]);
  return (
    <LanguageNavigationContext.Provider value={navigation}>
      <StaticRouter basename={LANGUAGE_BASENAME[language] || '/'} location={url}>
        {children}
      </StaticRouter>
    </LanguageNavigationContext.Provider>
  );
}
