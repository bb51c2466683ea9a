import { Link } from 'react-router-dom';
import {
  activeNotices,
  hoursToday,
  nextFestival,
  NoticeList,
  siteDateText,
  siteDayAt,
  useSiteContent,
  useSiteNow,
  useTranslation,
} from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../../i18n/page-catalogs';
import { FestivalDateText } from '../../../../components/festival-date-text';
import { HoursTodayText } from './hours-today-text';
import { TodaySun } from './today-sun';
import styles from './today.module.css';

/**
 * Today at Pawapuri: each temple's hours today, the notices in force, and
 * the next festival, all for the day in Pawapuri (whatever the phone's time
 * zone) and all from the published content. Rendered on the server at its
 * clock; after hydration it follows the phone's clock, minute by minute.
 */
export function TodayAtPawapuri() {
  const { t, i18n } = useTranslation(PAGE_CATALOGS.home.namespace);
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  const content = useSiteContent();
  const now = useSiteNow();
  const day = siteDayAt(now);
  const temples = content.places.filter((place) => place.type === 'temple');
  const notices = activeNotices(content.notices, '/', now);
  const festival = nextFestival(content.festivals, day.date);
  return (
    <section className={styles.today} aria-labelledby="today-title" data-testid="today">
      <h2 id="today-title" className={styles.title}>
        {t('home.today.title')}
      </h2>
      <p className={styles.date}>
        {t('home.today.date', { date: siteDateText(day.date, language, { weekday: true }) })}
      </p>
      {notices.length > 0 ? (
        <section aria-labelledby="today-notices" className={styles.part}>
          <h3 id="today-notices" className={styles.heading}>
            {t('home.today.noticesTitle')}
          </h3>
          <NoticeList notices={notices} />
        </section>
      ) : null}
      <section aria-labelledby="today-temples" className={styles.part}>
        <h3 id="today-temples" className={styles.heading}>
          {t('home.today.templesTitle')}
        </h3>
        <ul className={styles.temples}>
          {temples.map((place) => (
            <li key={place.id}>
              <strong className={styles.name}>{place.name[language]}</strong>{' '}
              <HoursTodayText hours={hoursToday(place, day)} />
            </li>
          ))}
        </ul>
      </section>
      <TodaySun />
      <section aria-labelledby="today-festival" className={styles.part}>
        <h3 id="today-festival" className={styles.heading}>
          {t('home.today.nextFestivalTitle')}
        </h3>
        {festival ? (
          <p>
            <strong className={styles.name}>{festival.festival.name[language]}</strong>{' '}
            <FestivalDateText occurrence={festival.occurrence} />
          </p>
        ) : (
          <p>{t('home.today.noFestival')}</p>
        )}
        <Link to="/festivals" className={styles.link}>
          {t('home.today.calendarLink')}
        </Link>
      </section>
    </section>
  );
}
