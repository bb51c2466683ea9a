import { plainText, useSiteContent, useTranslation } from '@pawapuri/shared';

/**
 * A written page's description (its meta description and lead): the
 * published place's own when the page is that place's (`/jal-mandir` is the
 * place `jal-mandir`), as the shell's server writes it into the head, so the
 * hydrated page says the same; otherwise the catalog's `text.<id>.description`.
 */
export function usePageDescription(id: string, namespace: string): string {
  const { t, i18n } = useTranslation(namespace);
  const place = useSiteContent().places.find((candidate) => candidate.id === id);
  if (place) return plainText(place.description[i18n.language === 'hi' ? 'hi' : 'en']);
  return t(`text.${id}.description`, { defaultValue: '' });
}
