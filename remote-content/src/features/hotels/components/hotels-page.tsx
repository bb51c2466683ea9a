import { useTranslation } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import { Page } from '../../../components/page';
import { TouristHelpline } from '../../../components/tourist-helpline';
import { HOTELS } from '../data/hotels';
import { HotelCard } from './hotel-card';
import styles from './hotels.module.css';

export function HotelsPage() {
  const { t } = useTranslation(PAGE_CATALOGS.hotels.namespace);
  const tips = t('hotels.tips', { returnObjects: true }) as string[];
  return (
    <Page title={t('hotels.title')} description={t('hotels.description')} lead={t('hotels.lead')}>
      <ul className={styles.list}>
        {HOTELS.map((hotel, index) => (
          <HotelCard key={hotel.id} hotel={hotel} lazy={index > 1} />
        ))}
      </ul>
      <section className={styles.panel}>
        <h2>{t('hotels.tipsTitle')}</h2>
        <ul>
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
      <section className={styles.panel}>
        <h2>{t('hotels.officeTitle')}</h2>
        <p>
          <TouristHelpline label={t('hotels.office')} />
        </p>
      </section>
    </Page>
  );
}
