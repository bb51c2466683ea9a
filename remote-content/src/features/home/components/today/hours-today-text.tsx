import { sessionsText, timeText, useTranslation, type HoursToday } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../../i18n/page-catalogs';

/** One place's hours today as a sentence, with a keeper's note for the day after it. */
export function HoursTodayText({ hours }: { hours: HoursToday }) {
  const { t, i18n } = useTranslation(PAGE_CATALOGS.home.namespace);
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  const sentence = (() => {
    switch (hours.kind) {
      case 'no-hours':
        return t('home.today.noHours');
      case 'closed-today':
        return t('home.today.closedToday');
      case 'open-now':
        return t('home.today.openNow', { time: timeText(hours.closes, language) });
      case 'opens-at':
        return t('home.today.opensAt', { time: timeText(hours.opens, language) });
      case 'closed-for-the-day':
        return t('home.today.closedForTheDay');
      case 'usually':
        return t('home.today.usually', { sessions: sessionsText(hours.sessions, language) });
    }
  })();
  const note = hours.kind === 'no-hours' ? null : hours.note;
  return (
    <>
      <span data-hours={hours.kind}>{sentence}</span>
      {note ? <span> ({note[language]})</span> : null}
    </>
  );
}
