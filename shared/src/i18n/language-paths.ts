import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from './languages';

/**
 * Where each language's addresses start: English at the root (`/jal-mandir`),
 * Hindi under `/hi` (`/hi/jal-mandir`, the home page `/hi`). The router uses
 * it as its basename, so links inside the site stay in the current language.
 */
export const LANGUAGE_BASENAME: Record<LanguageCode, string> = { en: '', hi: '/hi' };

/** An address split into its language and the page's path without the prefix. */
export interface LanguagePath {
  language: LanguageCode;
  path: string;
}

/** The language an address is in, and its path without the language prefix. */
export function languageOfPath(pathname: string): LanguagePath {
  for (const { code } of LANGUAGES) {
    const basename = LANGUAGE_BASENAME[code];
    if (basename === '') continue;
    if (pathname === basename || pathname.startsWith(`${basename}/`)) {
      return { language: code, path: pathname.slice(basename.length) || '/' };
    }
  }
  return { language: DEFAULT_LANGUAGE, path: pathname };
}

/**
 * The address of a page (`path` without prefix, e.g. `/jal-mandir` or `/`)
 * in a language: always a path on this site. Runs of slashes (and the
 * backslashes browsers read as slashes) become one, so an address typed as
 * `/hi//evil.example/` never gives a link to `//evil.example/`, which a
 * browser would follow to another host.
 */
export function localisedPath(path: string, language: LanguageCode): string {
  const sitePath = `/${path}`.replace(/[/\\]+/g, '/');
  const basename = LANGUAGE_BASENAME[language];
  if (basename === '') return sitePath;
  return sitePath === '/' ? basename : `${basename}${sitePath}`;
}
