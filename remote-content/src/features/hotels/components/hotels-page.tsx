import { useSiteContent, useTranslation } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import { Page } from '../../../components/page';
import { TouristHelpline, useTouristHelpline } from '../../../components/tourist-helpline';
import { usePublishedPhotos } from '../../../components/photo/published-photos';
import { HotelCard } from './hotel-card';
import styles from './hotels.module.css';

export function HotelsPage() {
  const { t } = useTranslation(PAGE_CATALOGS.hotels.namespace);
  const tips = t('hotels.tips', { returnObjects: true }) as string[];
  const { stays } = useSiteContent();
  const photos = usePublishedPhotos();
  const hasHelpline = useTouristHelpline().length > 0;
  return (
    <Page lead={t('hotels.lead')}>
      <ul className={styles.list}>
        {stays.map((stay, index) => (
          <HotelCard
            key={stay.id}
            stay={stay}
            photo={photos.find((photo) => photo.stayId === stay.id)}
            lazy={index > 1}
          />
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
      {hasHelpline ? (
        <section className={styles.panel}>
          <h2>{t('hotels.officeTitle')}</h2>
          <p>
            <TouristHelpline label={t('hotels.office')} />
          </p>
        </section>
      ) : null}
    </Page>
  );
}
