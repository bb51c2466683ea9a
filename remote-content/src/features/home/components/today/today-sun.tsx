import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../../i18n/page-catalogs';
import styles from './today.module.css';

/** The element holding the sun line the server wrote into the page. */
const LINE_ID = 'home-today-sun-line';

/**
 * Today's sun and pachakkhan line on the home page, from the server only:
 * the server renders it (its build holds every chunk), while in the
 * browser the import never starts, so the home page never loads suncalc.
 */
const ServerSunLine = lazy(() =>
  typeof window === 'undefined'
    ? import(/* webpackChunkName: "day-line" */ '../../../../components/day/today-sun-line').then(
        (m) => ({ default: m.TodaySunLine }),
      )
    : new Promise<never>(() => undefined),
);

/**
 * The line as the server wrote it into this page in `language` (the markup
 * React made of it there); empty when the page came without it: a home page
 * reached by a link in the browser, or in the other language, shows only the
 * link to the day page.
 */
function serverLineHtml(language: string): string {
  const element = document.getElementById(LINE_ID);
  return element?.dataset.language === language ? element.innerHTML : '';
}

/**
 * The browser keeps the server's markup as it is: an element whose markup
 * React is given is neither hydrated into nor rendered anew, so the line
 * stays when the page's content or clock change. (A boundary left waiting
 * for code instead would be rendered again, empty, on the first such change.)
 */
function SunLine({ language }: { language: string }) {
  if (typeof window === 'undefined') {
    return (
      <div id={LINE_ID} data-language={language}>
        <Suspense fallback={null}>
          <ServerSunLine />
        </Suspense>
      </div>
    );
  }
  const html = serverLineHtml(language);
  return html ? (
    <div id={LINE_ID} data-language={language} dangerouslySetInnerHTML={{ __html: html }} />
  ) : null;
}

export function TodaySun() {
  const { t, i18n } = useTranslation(PAGE_CATALOGS.home.namespace);
  return (
    <section aria-labelledby="today-sun" className={styles.part}>
      <h3 id="today-sun" className={styles.heading}>
        {t('home.day.title')}
      </h3>
      <SunLine language={i18n.language} />
      <Link to="/today" className={styles.link}>
        {t('home.day.link')}
      </Link>
    </section>
  );
}
