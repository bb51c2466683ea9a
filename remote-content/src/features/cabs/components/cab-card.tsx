import { formatRupees, useTranslation } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import { ExampleBadge } from '../../../components/example-badge';
import { PhoneLink } from '../../../components/phone-link';
import type { CabService } from '../data/cabs';
import styles from './cabs.module.css';

/** One kind of cab; an unconfirmed one says it is an example and its number is not a link. */
export function CabCard({ cab }: { cab: CabService }) {
  const { t } = useTranslation(PAGE_CATALOGS.cabs.namespace);
  return (
    <li className={styles.card} data-event-listing={cab.type}>
      <span className={styles.icon} aria-hidden="true">
        {cab.icon}
      </span>
      <h2 className={styles.name}>{t(`cabs.services.${cab.type}.name`)}</h2>
      {cab.verified ? null : <ExampleBadge label={t('cabs.example')} />}
      <p className={styles.price}>
        {cab.price.perKm
          ? t('cabs.perKm', { price: formatRupees(cab.price.perKm) })
          : t('cabs.from', { price: formatRupees(cab.price.from ?? 0) })}
      </p>
      <p>{t('cabs.hours', { hours: cab.hours })}</p>
      <p>{t(`cabs.services.${cab.type}.features`)}</p>
      <p>
        {cab.verified ? (
          <>
            {t('cabs.contact')} <PhoneLink number={cab.phone} />
          </>
        ) : (
          t('cabs.exampleContact', { phone: cab.phone })
        )}
      </p>
    </li>
  );
}
