import { useTranslation } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import { HELP_NUMBERS } from '../../../facts/help-numbers';
import { PhoneLink } from '../../../components/phone-link';
import { TouristHelpline } from '../../../components/tourist-helpline';
import styles from './cabs.module.css';

/**
 * The numbers to call in trouble, the one for every emergency first, then
 * Bihar's ambulance, the tourist helpline and the nearest hospital.
 */
export function EmergencyContacts() {
  const { t } = useTranslation(PAGE_CATALOGS.cabs.namespace);
  return (
    <section className={styles.panel} aria-labelledby="cabs-emergency">
      <h2 id="cabs-emergency">{t('cabs.emergencyTitle')}</h2>
      <ul className={styles.emergency}>
        <li>
          {t('cabs.emergency.all')}: <PhoneLink number={HELP_NUMBERS.emergency} />
        </li>
        <li>
          {t('cabs.emergency.ambulance')}: <PhoneLink number={HELP_NUMBERS.ambulance} />
        </li>
        <li>
          <TouristHelpline label={t('cabs.emergency.tourist')} />
        </li>
        <li>
          {t('cabs.emergency.hospital')}: {t('cabs.emergency.hospitalName')}
        </li>
      </ul>
    </section>
  );
}
