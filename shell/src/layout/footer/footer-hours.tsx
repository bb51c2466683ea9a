import {
  sessionsText,
  siteDateText,
  templeHoursValues,
  useSiteContent,
  useTranslation,
  type HoursSession,
} from '@pawapuri/shared';

/**
 * The temples' usual hours in the footer, from the same published item the
 * home page and the temple pages read: the first temple's usual day (Monday's
 * sessions), "usually" until a keeper confirms them. While no temple is
 * published (a fresh page that has not reached the API), the timetables
 * checked into the code.
 */
export function FooterHours() {
  const { t, i18n } = useTranslation('shell');
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  const temple = useSiteContent().places.find((place) => place.type === 'temple');
  if (!temple?.hours) return <>{t('footer.hoursText', { ...templeHoursValues(language) })}</>;
  const day = temple.hours.mon;
  const sessions = [day.morning, day.evening].filter(
    (session): session is HoursSession => session !== null,
  );
  const values = { name: temple.name[language], sessions: sessionsText(sessions, language) };
  return (
    <>
      {temple.hoursVerified && temple.verifiedOn
        ? t('footer.confirmedHours', { ...values, date: siteDateText(temple.verifiedOn, language) })
        : t('footer.publishedHours', values)}
    </>
  );
}
