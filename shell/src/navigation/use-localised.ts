import { useCallback } from 'react';
import { useTranslation } from '@pawapuri/shared';
import type { LocalisedText } from '@pawapuri/shared';

/** Picks a remote-provided text (a page or menu title) in the visitor's language. */
export function useLocalised(): (text: LocalisedText) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((text) => (language === 'hi' ? text.hi : text.en), [language]);
}
