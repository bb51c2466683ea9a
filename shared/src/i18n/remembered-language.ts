import { LANGUAGES, LANGUAGE_STORAGE_KEY, type LanguageCode } from './languages';

/**
 * The language the visitor chose with the language switch, kept across
 * visits. Only the switch writes it: arriving at an address in a language is
 * not a choice. Storage can be missing or refuse (private modes), which is
 * the same as no choice.
 */
export function rememberedLanguage(): LanguageCode | null {
  try {
    // Older visits stored what the browser asked for, possibly with a region ('hi-IN').
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY)?.split('-')[0];
    return LANGUAGES.find((language) => language.code === stored)?.code ?? null;
  } catch {
    return null;
  }
}

/** Remembers the visitor's choice of language (called by the switch). */
export function rememberLanguage(language: LanguageCode): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered; the address still carries the language.
  }
}
