import type { LanguageCode } from '../i18n/languages';

/** The languages of the site, English first: English paths are the plain ones. */
export const SEO_LANGUAGES: readonly LanguageCode[] = ['en', 'hi'];

/** Open Graph locale of each language. */
export const OG_LOCALES: Record<LanguageCode, string> = { en: 'en_IN', hi: 'hi_IN' };

/** A page's path in a language: English as it is, Hindi under `/hi` (the home page is `/hi`). */
export function pathIn(path: string, language: LanguageCode): string {
  if (language === 'en') return path;
  return path === '/' ? '/hi' : `/hi${path}`;
}

/** An absolute URL on a base address, whether or not the base ends with a slash. */
export function absoluteUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

/** A file relative to a base URL that names a folder (a remote's `og/home.png`). */
export function fileUrl(baseUrl: string, file: string): string {
  return absoluteUrl(baseUrl, `/${file}`);
}
