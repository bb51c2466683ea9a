export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'hi', label: 'हिन्दी' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
/** localStorage key that remembers the visitor's language across visits. */
export const LANGUAGE_STORAGE_KEY = 'pawapuri.language';
