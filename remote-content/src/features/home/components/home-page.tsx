import { Link } from 'react-router-dom';
import { useTranslation } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import { Page } from '../../../components/page';
import { Carousel } from './carousel';
import { AdPlaceholder } from './ad-placeholder';
import { StatisticsPanel } from './statistics-panel';
import { FeatureCards } from './feature-cards';
import { TodayAtPawapuri } from './today/today-at-pawapuri';
import styles from './home.module.css';

export function HomePage() {
  const { t } = useTranslation(PAGE_CATALOGS.home.namespace);
  return (
    <Page>
      <Carousel />
      <TodayAtPawapuri />
      <section className={styles.welcome}>
        <h2>{t('home.welcomeTitle')}</h2>
        <p>{t('home.welcome')}</p>
      </section>
      <AdPlaceholder size="banner" />
      <StatisticsPanel />
      <section aria-labelledby="home-features">
        <h2 id="home-features">{t('home.featuresTitle')}</h2>
        <FeatureCards />
      </section>
      <section className={styles.welcome}>
        <h2>{t('home.significanceTitle')}</h2>
        <p>{t('home.significance')}</p>
      </section>
      <AdPlaceholder />
      <section className={styles.plan}>
        <h2>{t('home.planTitle')}</h2>
        <div className={styles.planButtons}>
          <Link className={styles.button} to="/gallery">
            {t('home.planGallery')}
          </Link>
          <Link className={styles.button} to="/donate">
            {t('home.planDonate')}
          </Link>
        </div>
      </section>
    </Page>
  );
}
