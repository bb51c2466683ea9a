import { formatRupees, useTranslation } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import { ExampleBadge } from '../../../components/example-badge';
import { PhoneLink } from '../../../components/phone-link';
import { telHref } from '../../../facts/help-numbers';
import type { Hotel } from '../data/hotels';
import { splitAmenities } from '../utils/rating';
import { StarRating } from './star-rating';
import styles from './hotels.module.css';

/**
 * One place to stay. A listing the keepers have not confirmed says it is an
 * example, shows no rating, labels its price and number as examples and
 * offers no booking; a confirmed one's Book Now calls its number.
 */
export function HotelCard({ hotel, lazy }: { hotel: Hotel; lazy: boolean }) {
  const { t } = useTranslation(PAGE_CATALOGS.hotels.namespace);
  const { shown, more } = splitAmenities(hotel.amenities);
  const price = `${formatRupees(hotel.priceMin)} – ${formatRupees(hotel.priceMax)}`;
  return (
    <li className={styles.card} data-event-listing={hotel.name}>
      <img
        className={styles.image}
        src={hotel.image}
        alt={t('hotels.imageAlt', { name: hotel.name })}
        width={400}
        height={240}
        loading={lazy ? 'lazy' : 'eager'}
      />
      <div className={styles.body}>
        <h2 className={styles.name}>{hotel.name}</h2>
        {hotel.verified ? (
          <p className={styles.meta}>
            <StarRating rating={hotel.rating} /> <span>{hotel.rating}</span>
          </p>
        ) : (
          <ExampleBadge label={t('hotels.example')} />
        )}
        <p className={styles.meta}>{t('hotels.distance', { km: hotel.distanceKm })}</p>
        <p className={styles.price}>
          {t(hotel.verified ? 'hotels.price' : 'hotels.examplePrice', { price })}
        </p>
        <ul className={styles.amenities}>
          {shown.map((amenity) => (
            <li key={amenity}>{amenity}</li>
          ))}
          {more > 0 ? <li>{t('hotels.more', { count: more })}</li> : null}
        </ul>
        <p className={styles.meta}>{hotel.address}</p>
        <p className={styles.meta}>
          {hotel.verified ? (
            <>
              {t('hotels.phone')} <PhoneLink number={hotel.phone} />
            </>
          ) : (
            t('hotels.examplePhone', { phone: hotel.phone })
          )}
        </p>
        {hotel.verified ? (
          <a className={styles.book} href={telHref(hotel.phone)}>
            {t('hotels.book')}
          </a>
        ) : null}
      </div>
    </li>
  );
}
