import { hindiTime, siteDayAt, timeText, useSiteNow, useTranslation } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../i18n/page-catalogs';
import { dayTimes } from './sun-times';

/** Today's sunrise, sunset, Navkarsi and Chauvihar at the Jal Mandir, in one line. */
export function TodaySunLine() {
  const { t, i18n } = useTranslation(PAGE_CATALOGS.home.namespace);
  const hindi = i18n.language === 'hi';
  const time = (hhmm: string) => (hindi ? hindiTime(hhmm) : timeText(hhmm));
  const times = dayTimes(siteDayAt(useSiteNow()).date);
  return (
    <p data-testid="today-sun">
      {t('home.day.todayLine', {
        sunrise: time(times.sunrise),
        sunset: time(times.sunset),
        navkarsi: time(times.pachakkhan.navkarsi),
      })}
    </p>
  );
}
