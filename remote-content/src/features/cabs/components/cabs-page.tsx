import { formatRupees, useSiteContent, useTranslation } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import { Page } from '../../../components/page';
import { DESTINATIONS, FARE_RATES, estimateFare } from '../data/cabs';
import { CabCard } from './cab-card';
import { EmergencyContacts } from './emergency-contacts';
import styles from './cabs.module.css';

const FARE_COLUMNS = ['auto', 'sedan', 'suv'] as const;

export function CabsPage() {
  const { t } = useTranslation(PAGE_CATALOGS.cabs.namespace);
  const tips = t('cabs.tips', { returnObjects: true }) as string[];
  const { operators } = useSiteContent();
  return (
    <Page title={t('cabs.title')} description={t('cabs.description')} lead={t('cabs.lead')}>
      <EmergencyContacts />
      <ul className={styles.grid}>
        {operators.map((operator) => (
          <CabCard key={operator.id} operator={operator} />
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
                {FARE_COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {t(`cabs.fareColumns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {DESTINATIONS.map((place) => (
                <tr key={place.key}>
                  <th scope="row">{t(`cabs.places.${place.key}`)}</th>
                  <td>
                    {t(place.measure === 'road' ? 'cabs.km' : 'cabs.kmStraight', { km: place.km })}
                  </td>
                  {FARE_COLUMNS.map((column) => (
                    <td key={column}>
                      {place.measure === 'road'
                        ? formatRupees(estimateFare(place.km, FARE_RATES[column]))
                        : '—'}
                    </td>
                  ))}
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
    </Page>
  );
}
