import {
  sessionText,
  siteDateText,
  useTranslation,
  type FestivalOccurrence,
} from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../i18n/page-catalogs';

/** A festival's day or days (and times), said to be unconfirmed until a keeper confirms them. */
export function FestivalDateText({ occurrence }: { occurrence: FestivalOccurrence }) {
  const { t, i18n } = useTranslation(PAGE_CATALOGS.home.namespace);
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  const first = siteDateText(occurrence.start, language, { weekday: true });
  const days =
    occurrence.end && occurrence.end !== occurrence.start
      ? t('home.today.festivalDates', { first, last: siteDateText(occurrence.end, language) })
      : first;
  const times =
    occurrence.startTime && occurrence.endTime
      ? `, ${sessionText({ opens: occurrence.startTime, closes: occurrence.endTime }, language)}`
      : '';
  return (
    <span>
      <time dateTime={occurrence.start}>{days}</time>
      {times}
      {occurrence.verified ? null : ` (${t('home.today.unconfirmed')})`}
    </span>
  );
}
