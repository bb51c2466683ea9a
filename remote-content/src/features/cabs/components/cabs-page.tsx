import { formatRupees, useTranslation } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import { Page } from '../../../components/page';
import { CAB_SERVICES, DESTINATIONS, FARE_RATES, estimateFare } from '../data/cabs';
import styles from './cabs.module.css';

const EMERGENCY = [
  { key: 'police', number: '100' },
  { key: 'tourist', number: '1363' },
  { key: 'ambulance', number: '108' },
  { key: 'hospital', number: '112' },
] as const;

export function CabsPage() {
  const { t } = useTranslation(PAGE_CATALOGS.cabs.namespace);
  const tips = t('cabs.tips', { returnObjects: true }) as string[];
  return (
    <Page title={t('cabs.title')} description={t('cabs.description')} lead={t('cabs.lead')}>
      <ul className={styles.grid}>
        {CAB_SERVICES.map((cab) => (
          <li key={cab.type} className={styles.card}>
            <span className={styles.icon} aria-hidden="true">
              {cab.icon}
            </span>
            <h2 className={styles.name}>{t(`cabs.services.${cab.type}.name`)}</h2>
            <p className={styles.price}>
              {cab.price.perKm
                ? t('cabs.perKm', { price: formatRupees(cab.price.perKm) })
                : t('cabs.from', { price: formatRupees(cab.price.from ?? 0) })}
            </p>
            <p>{t('cabs.hours', { hours: cab.hours })}</p>
            <p>{t(`cabs.services.${cab.type}.features`)}</p>
            <p>
              {t('cabs.contact')} <a href={`tel:${cab.phone.replace(/\s/g, '')}`}>{cab.phone}</a>
            </p>
          </li>
        ))}
      </ul>
      <section className={styles.panel}>
        <h2>{t('cabs.faresTitle')}</h2>
        <div
          className={styles.tableWrap}
          tabIndex={0}
          role="region"
          aria-label={t('cabs.faresTitle')}
        >
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('cabs.destination')}</th>
                <th scope="col">{t('cabs.distance')}</th>
                <th scope="col">{t('cabs.services.auto.name')}</th>
                <th scope="col">{t('cabs.services.sedan.name')}</th>
                <th scope="col">{t('cabs.services.suv.name')}</th>
              </tr>
            </thead>
            <tbody>
              {DESTINATIONS.map((place) => (
                <tr key={place.key}>
                  <th scope="row">{t(`cabs.places.${place.key}`)}</th>
                  <td>{t('cabs.km', { km: place.km })}</td>
                  <td>{formatRupees(estimateFare(place.km, FARE_RATES.auto))}</td>
                  <td>{formatRupees(estimateFare(place.km, FARE_RATES.sedan))}</td>
                  <td>{formatRupees(estimateFare(place.km, FARE_RATES.suv))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className={styles.note}>{t('cabs.fareNote')}</p>
      </section>
      <section className={styles.panel}>
        <h2>{t('cabs.tipsTitle')}</h2>
        <ul>
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
      <section className={styles.panel}>
        <h2>{t('cabs.emergencyTitle')}</h2>
        <ul className={styles.emergency}>
          {EMERGENCY.map((item) => (
            <li key={item.key}>
              {t(`cabs.emergency.${item.key}`)}: <a href={`tel:${item.number}`}>{item.number}</a>
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
