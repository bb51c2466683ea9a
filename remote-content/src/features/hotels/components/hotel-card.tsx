import {
  formatRupees,
  siteDateText,
  useTranslation,
  type PublishedPhoto,
  type PublishedStay,
} from '@pawapuri/shared';
import hotelArt from '../../../assets/art/hotel.svg';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import { cardWidth } from '../../../components/photo/page-widths';
import { LazyPhotoPicture } from '../../../components/photo/lazy-photo-picture';
import { ExampleBadge } from '../../../components/example-badge';
import { PhoneLink, telHref } from '../../../components/phone-link';
import { MapLinkList } from '../../../components/place-directions';
import { splitAmenities } from '../utils/rating';
import { StarRating } from './star-rating';
import styles from './hotels.module.css';

/**
 * One published place to stay. Until a keeper confirms it, the card says it
 * is an example, shows no rating, labels its price and number as examples
 * and offers no booking (`+91 00000 000xx` numbers belong to no one); a
 * confirmed one says when it was confirmed and its Book Now calls its number.
 */
/** A card: three a row at the widest (362 px), one a row on a phone. */
const HOTEL_SIZES = cardWidth(362);

export function HotelCard({
  stay,
  photo,
  lazy,
}: {
  stay: PublishedStay;
  /** The first published photograph of this stay, shown in place of the drawing. */
  photo?: PublishedPhoto;
  lazy: boolean;
}) {
  const namespace = PAGE_CATALOGS.hotels.namespace;
  const { t, i18n } = useTranslation(namespace);
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  const name = stay.name[language];
  const { shown, more } = splitAmenities(stay.amenities.map((amenity) => amenity[language]));
  const price = `${formatRupees(stay.priceMin)} – ${formatRupees(stay.priceMax)}`;
  return (
    <li className={styles.card} data-event-listing={stay.name.en}>
      {photo ? (
        <LazyPhotoPicture
          media={photo.media}
          alt={photo.alt[language]}
          sizes={HOTEL_SIZES}
          className={styles.image}
          loading={lazy ? 'lazy' : 'eager'}
        />
      ) : (
        <img
          className={styles.image}
          // The site's own illustration where no photograph of the stay is
          // published (its imageUrl, an address elsewhere, is not shown: pages
          // load images only from the site and its API).
          src={hotelArt}
          alt={t('hotels.imageAlt', { name })}
          width={400}
          height={240}
          loading={lazy ? 'lazy' : 'eager'}
        />
      )}
      <div className={styles.body}>
        <h2 className={styles.name}>{name}</h2>
        {stay.dharamshala ? <p className={styles.kind}>{t('hotels.dharamshala')}</p> : null}
        {!stay.verified ? (
          <ExampleBadge label={t('hotels.example')} />
        ) : stay.rating !== null ? (
          <p className={styles.meta}>
            <StarRating rating={stay.rating} /> <span>{stay.rating}</span>
          </p>
        ) : null}
        {stay.verified && stay.verifiedOn ? (
          <p className={styles.meta}>
            {t('hotels.verifiedOn', { date: siteDateText(stay.verifiedOn, language) })}
          </p>
        ) : null}
        {stay.description ? (
          <p className={styles.description}>{stay.description[language]}</p>
        ) : null}
        <p className={styles.meta}>{t('hotels.distance', { km: stay.distanceKm })}</p>
        <p className={styles.price}>
          {t(stay.verified ? 'hotels.price' : 'hotels.examplePrice', { price })}
        </p>
        <ul className={styles.amenities}>
          {shown.map((amenity) => (
            <li key={amenity}>{amenity}</li>
          ))}
          {more > 0 ? <li>{t('hotels.more', { count: more })}</li> : null}
        </ul>
        <p className={styles.meta}>{stay.address[language]}</p>
        {stay.coordinates ? (
          <div className={styles.maps}>
            <p className={styles.meta}>{t('hotels.maps.mapsTitle')}</p>
            <MapLinkList
              name={name}
              coordinates={stay.coordinates}
              namespace={namespace}
              keyPrefix="hotels.maps"
            />
          </div>
        ) : null}
        <p className={styles.meta}>
          {stay.verified ? (
            <>
              {t('hotels.phone')} <PhoneLink number={stay.phone} />
            </>
          ) : (
            t('hotels.examplePhone', { phone: stay.phone })
          )}
        </p>
        {stay.verified ? (
          <a className={styles.book} href={telHref(stay.phone)}>
            {t('hotels.book')}
          </a>
        ) : null}
      </div>
    </li>
  );
}
