import { useSiteContent, useTranslation } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import { PhoneLink } from '../../../components/phone-link';
import { TOURIST_HELPLINE_IDS, TouristHelpline } from '../../../components/tourist-helpline';
import styles from './cabs.module.css';

const [TOURIST_HELPLINE, TOURIST_TOLL_FREE] = TOURIST_HELPLINE_IDS;

/**
 * The published numbers to call in trouble, in the keepers' order (the one
 * for every emergency first). The tourist helpline's two numbers share one
 * line. A number not yet confirmed is shown, not offered as a call.
 */
export function EmergencyContacts() {
  const { t, i18n } = useTranslation(PAGE_CATALOGS.cabs.namespace);
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  const { helpNumbers } = useSiteContent();
  const hasHelpline = helpNumbers.some((item) => item.id === TOURIST_HELPLINE);
  const shown = helpNumbers.filter((item) => !(hasHelpline && item.id === TOURIST_TOLL_FREE));
  if (shown.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="cabs-emergency">
      <h2 id="cabs-emergency">{t('cabs.emergencyTitle')}</h2>
      <ul className={styles.emergency}>
        {shown.map((item) => (
          <li key={item.id}>
            {item.id === TOURIST_HELPLINE ? (
              <TouristHelpline label={item.label[language]} />
            ) : (
              <>
                {item.label[language]}:{' '}
                {item.number ? (
                  item.verified ? (
                    <PhoneLink number={item.number} />
                  ) : (
                    t('cabs.unconfirmedNumber', { phone: item.number })
                  )
                ) : null}
                {item.number && item.address ? ', ' : null}
                {item.address?.[language] ?? null}
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
