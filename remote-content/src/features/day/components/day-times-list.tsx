import { hindiTime, timeText, useTranslation } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import { PACHAKKHAN } from '../../../components/day/pachakkhan';
import type { DayTimes } from '../../../components/day/sun-times';
import styles from './day-page.module.css';

/** A date's sunrise, sunset and pachakkhan times, each time in the page's language. */
export function DayTimesList({ times }: { times: DayTimes }) {
  const { t, i18n } = useTranslation(PAGE_CATALOGS.home.namespace);
  const hindi = i18n.language === 'hi';
  const time = (hhmm: string) => (hindi ? hindiTime(hhmm) : timeText(hhmm));
  const rows: [string, string][] = [
    ['sunrise', times.sunrise],
    ['sunset', times.sunset],
    ...PACHAKKHAN.map((name): [string, string] => [name, times.pachakkhan[name]]),
  ];
  return (
    <dl className={styles.times} data-testid="day-times">
      {rows.map(([name, value]) => (
        <div key={name} className={styles.row} data-time={name}>
          <dt>{t(`home.day.${name}`)}</dt>
          <dd>
            <time dateTime={`${times.date}T${value}+05:30`}>{time(value)}</time>
          </dd>
        </div>
      ))}
    </dl>
  );
}
