import { useSiteContent, useTranslation } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import { Page } from '../../../components/page';
import { CabCard } from './cab-card';
import { EmergencyContacts } from './emergency-contacts';
import { FareTable } from './fare-table';
import styles from './cabs.module.css';

export function CabsPage() {
  const { t } = useTranslation(PAGE_CATALOGS.cabs.namespace);
  const tips = t('cabs.tips', { returnObjects: true }) as string[];
  const { operators } = useSiteContent();
  return (
    <Page lead={t('cabs.lead')}>
      <EmergencyContacts />
      <ul className={styles.grid}>
        {operators.map((operator) => (
          <CabCard key={operator.id} operator={operator} />
        ))}
      </ul>
      <FareTable />
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
