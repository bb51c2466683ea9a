import {
  festivalsOfYear,
  siteDayAt,
  useSiteContent,
  useSiteNow,
  useSiteSettings,
  useTranslation,
} from '@pawapuri/shared';
import { FestivalDateText } from '../../../components/festival-date-text';
import { Page } from '../../../components/page';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import { calendarLinks } from '../utils/calendar-links';
import styles from './festivals.module.css';

/**
 * The year's festivals and events from the published content, each with an
 * "Add to calendar" file, and the feed of all of them to subscribe to.
 */
export function FestivalsPage() {
  const { t, i18n } = useTranslation(PAGE_CATALOGS.home.namespace);
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  const content = useSiteContent();
  const year = Number(siteDayAt(useSiteNow()).date.slice(0, 4));
  const dates = festivalsOfYear(content.festivals, year);
  // Festivals with no date this year (Paryushan, Das Lakshan until the temples
  // confirm them) are still named, so the calendar never silently leaves them out.
  const toConfirm = content.festivals.filter(
    (festival) => !dates.some((dated) => dated.festival.id === festival.id),
  );
  // From the settings the server renders with and the page carries: the same links before and after hydration.
  const links = calendarLinks(useSiteSettings(), language);
  return (
    <Page describedLead>
      <section aria-labelledby="festivals-year" className={styles.section}>
        <h2 id="festivals-year">{t('home.festivals.year', { year })}</h2>
        {dates.length === 0 ? <p>{t('home.festivals.none')}</p> : null}
        <ul className={styles.list}>
          {dates.map(({ festival, occurrence }) => {
            const name = festival.name[language];
            return (
              <li key={`${festival.id} ${occurrence.start}`} className={styles.festival}>
                <h3 className={styles.name}>{name}</h3>
                <p className={styles.date}>
                  <FestivalDateText occurrence={occurrence} />
                </p>
                <p className={styles.description}>{festival.description[language]}</p>
                <a
                  className={styles.add}
                  href={links.festival(festival.id)}
                  download={`${festival.id}.ics`}
                  aria-label={t('home.festivals.addToCalendarLabel', { name })}
                >
                  {t('home.festivals.addToCalendar')}
                </a>
              </li>
            );
          })}
        </ul>
      </section>
      {toConfirm.length > 0 ? (
        <section aria-labelledby="festivals-to-confirm" className={styles.section}>
          <h2 id="festivals-to-confirm">{t('home.festivals.toConfirm', { year })}</h2>
          <ul className={styles.list}>
            {toConfirm.map((festival) => (
              <li key={festival.id} className={styles.festival}>
                <h3 className={styles.name}>{festival.name[language]}</h3>
                <p className={styles.description}>{festival.description[language]}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="festivals-subscribe" className={styles.section}>
        <h2 id="festivals-subscribe">{t('home.festivals.subscribeTitle')}</h2>
        <p>{t('home.festivals.subscribeHelp')}</p>
        <p className={styles.actions}>
          <a className={styles.add} href={links.subscribe}>
            {t('home.festivals.subscribe')}
          </a>
          <a href={links.feed} download="pawapuri-festivals.ics">
            {t('home.festivals.download')}
          </a>
        </p>
      </section>
    </Page>
  );
}
