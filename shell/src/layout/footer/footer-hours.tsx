import {
  sessionsText,
  siteDateText,
  useSiteContent,
  useTranslation,
  type HoursSession,
} from '@pawapuri/shared';

/**
 * The temples' usual hours in the footer, from the same published item the
 * home page and the temple pages read: the first temple's usual day (Monday's
 * sessions), "usually" until a keeper confirms them. Pages render with the
 * seed content when no published copy can be had, so only a temple whose
 * hours a keeper took off leaves none: then, where to ask.
 */
export function FooterHours() {
  const { t, i18n } = useTranslation('shell');
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  const temple = useSiteContent().places.find((place) => place.type === 'temple');
  if (!temple?.hours) return <>{t('footer.noHours')}</>;
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
