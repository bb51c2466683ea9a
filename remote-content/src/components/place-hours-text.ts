import {
  siteDateText,
  siteDayAt,
  useSiteContent,
  useTranslation,
  weekHoursText,
} from '@pawapuri/shared';

/**
 * A published place's usual hours as a sentence of a written page, in its
 * language: stated, with the day a keeper confirmed them, when the hours are
 * verified; otherwise "usually …", with the day they were last checked (the
 * day confirmed or, failing that, published) and the temple office as the
 * authority. Empty when the page is about no place; the office alone when
 * the place keeps no hours.
 */
export function usePlaceHoursText(placeId: string, namespace: string): string {
  const { t, i18n } = useTranslation(namespace);
  const place = useSiteContent().places.find((candidate) => candidate.id === placeId);
  if (!place) return '';
  if (!place.hours) return t('text.hours.none');
  const sessions = weekHoursText(place.hours, i18n.language, t('text.hours.closed'));
  const day = place.verifiedOn ?? siteDayAt(Date.parse(place.publishedAt)).date;
  const date = siteDateText(day, i18n.language);
  return t(place.hoursVerified ? 'text.hours.confirmed' : 'text.hours.usually', { sessions, date });
}
