import {
  formatRupees,
  hindiTimeRange,
  useTranslation,
  type PublishedOperator,
} from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import { ExampleBadge } from '../../../components/example-badge';
import { PhoneLink } from '../../../components/phone-link';
import styles from './cabs.module.css';

/** A short badge per way of travel; text, not emoji, so it renders on every phone's fonts. */
const MODE_BADGE: Record<PublishedOperator['mode'], string> = {
  auto: 'AUTO',
  erickshaw: 'E-RICK',
  sedan: 'TAXI',
  jeep: 'JEEP',
  suv: 'SUV',
  bus: 'BUS',
  train: 'TRAIN',
};

/**
 * One published operator. Until a keeper confirms it, the card says it is
 * an example and its number is not a link (`+91 00000 000xx` numbers belong
 * to no one).
 */
export function CabCard({ operator }: { operator: PublishedOperator }) {
  const { t, i18n } = useTranslation(PAGE_CATALOGS.cabs.namespace);
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  const { fare, hours } = operator;
  const price =
    fare.perKm !== undefined
      ? t('cabs.perKm', { price: formatRupees(fare.perKm) })
      : fare.from !== undefined
        ? t('cabs.from', { price: formatRupees(fare.from) })
        : null;
  const note = fare.note?.[language];
  // Hindi readers expect «सुबह 6 से रात 8 बजे तक», not a 24-hour span (docs/hindi-style.md).
  const span = (opens: string, closes: string) =>
    language === 'hi' ? hindiTimeRange(opens, closes) : `${opens}–${closes}`;
  return (
    <li className={styles.card} data-event-listing={operator.name.en}>
      <span className={styles.icon} aria-hidden="true">
        {MODE_BADGE[operator.mode]}
      </span>
      <h2 className={styles.name}>{operator.name[language]}</h2>
      {operator.verified ? null : <ExampleBadge label={t('cabs.example')} />}
      {price || note ? (
        <p className={styles.price}>{[price, note && `(${note})`].filter(Boolean).join(' ')}</p>
      ) : null}
      <p>
        {t('cabs.hours', {
          hours: hours ? span(hours.opens, hours.closes) : t('cabs.allDay'),
        })}
      </p>
      <p className={styles.description}>{operator.description[language]}</p>
      <p>
        {operator.verified ? (
          <>
            {t('cabs.contact')} <PhoneLink number={operator.phone} />
          </>
        ) : (
          t('cabs.exampleContact', { phone: operator.phone })
        )}
      </p>
    </li>
  );
}
