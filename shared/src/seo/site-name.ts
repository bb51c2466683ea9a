import type { LanguageCode } from '../i18n/languages';
import type { LocalisedText } from '../types/remote';

/** The site's name in each language, as the common catalog spells it. */
export const SITE_NAME: LocalisedText = { en: 'Pawapuri', hi: 'पावापुरी' };

/** A page's document title, by the same rule as the browser's (`common:pageTitle`). */
export function documentTitle(
  title: string,
  language: LanguageCode,
  siteName: LocalisedText = SITE_NAME,
): string {
  return `${title} · ${siteName[language]}`;
}
