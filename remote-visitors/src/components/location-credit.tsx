import { useTranslation } from '@pawapuri/shared';
import { NAMESPACE } from '../i18n/register';
import styles from './location-credit.module.css';

/**
 * The credit DB-IP's licence (CC BY 4.0) asks of every page that shows
 * countries or cities the API placed with its database.
 */
export function LocationCredit() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <p className={styles.credit}>
      <a href="https://db-ip.com" rel="noopener noreferrer" target="_blank">
        {t('dashboard.attribution')}
      </a>
    </p>
  );
}
