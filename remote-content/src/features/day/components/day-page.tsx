import { useState } from 'react';
import { siteDateText, siteDayAt, useSiteNow, useTranslation } from '@pawapuri/shared';
import { Page } from '../../../components/page';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import { dayTimes } from '../../../components/day/sun-times';
import { DayTimesList } from './day-times-list';
import styles from './day-page.module.css';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day at Pawapuri for any chosen date: sunrise and sunset at the Jal
 * Mandir and the pachakkhan times reckoned from them, in Pawapuri's time
 * (IST) whatever the phone's zone. Computed here, on the server and in the
 * browser alike, so any date works offline; suncalc is in this page's chunk
 * alone.
 */
export function DayPage() {
  const { t, i18n } = useTranslation(PAGE_CATALOGS.home.namespace);
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  const today = siteDayAt(useSiteNow()).date;
  const [chosen, setChosen] = useState<string | null>(null);
  const date = chosen ?? today;
  const times = dayTimes(date);
  return (
    <Page>
      <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <label>
          {t('home.day.dateLabel')}
          <input
            type="date"
            name="date"
            value={date}
            onChange={(event) => {
              if (DATE.test(event.target.value)) setChosen(event.target.value);
            }}
          />
        </label>
      </form>
      <h2>{siteDateText(date, language, { weekday: true })}</h2>
      <DayTimesList times={times} />
      <p className={styles.note}>{t('home.day.reckoning')}</p>
    </Page>
  );
}
