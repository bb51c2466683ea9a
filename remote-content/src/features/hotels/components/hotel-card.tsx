import { formatRupees, useTranslation } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import type { Hotel } from '../data/hotels';
import { splitAmenities } from '../utils/rating';
import { StarRating } from './star-rating';
import styles from './hotels.module.css';

export function HotelCard({ hotel, lazy }: { hotel: Hotel; lazy: boolean }) {
  const { t } = useTranslation(PAGE_CATALOGS.hotels.namespace);
  const { shown, more } = splitAmenities(hotel.amenities);
  return (
    <li className={styles.card}>
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
        <p className={styles.meta}>
          <StarRating rating={hotel.rating} /> <span>{hotel.rating}</span>
        </p>
        <p className={styles.meta}>{t('hotels.distance', { km: hotel.distanceKm })}</p>
        <p className={styles.price}>
          {formatRupees(hotel.priceMin)} – {formatRupees(hotel.priceMax)} {t('hotels.perNight')}
        </p>
        <ul className={styles.amenities}>
          {shown.map((amenity) => (
            <li key={amenity}>{amenity}</li>
          ))}
          {more > 0 ? <li>{t('hotels.more', { count: more })}</li> : null}
        </ul>
        <p className={styles.meta}>{hotel.address}</p>
        <p className={styles.meta}>
          {t('hotels.phone')} <a href={`tel:${hotel.phone.replace(/\s/g, '')}`}>{hotel.phone}</a>
        </p>
        {/* Book Now does nothing yet: no booking partner exists. */}
        <button type="button" className={styles.book}>
          {t('hotels.book')}
        </button>
      </div>
    </li>
  );
}
