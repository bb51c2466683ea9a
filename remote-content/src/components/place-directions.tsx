import { mapLinks, useSiteContent, useTranslation, type Coordinates } from '@pawapuri/shared';
import { HowToReach } from './how-to-reach';
import styles from './place-directions.module.css';

/**
 * "Open in Maps" for a published place, from its coordinates: the phone's
 * own map app (`geo:`), Google Maps (opens the app where installed, the
 * website elsewhere) and OpenStreetMap; with `withTravel`, How to reach
 * Pawapuri from the published travel content.
 */
export function PlaceDirections({
  placeId,
  namespace,
  withTravel = false,
}: {
  placeId: string;
  namespace: string;
  withTravel?: boolean;
}) {
  const { t, i18n } = useTranslation(namespace);
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  const place = useSiteContent().places.find((candidate) => candidate.id === placeId);
  if (!place) return null;
  return (
    <>
      {place.coordinates ? (
        <section aria-labelledby="directions-maps" className={styles.section}>
          <h2 id="directions-maps" className={styles.heading}>
            {t('text.directions.mapsTitle')}
          </h2>
          <MapLinkList
            name={place.name[language]}
            coordinates={place.coordinates}
            namespace={namespace}
            keyPrefix="text.directions"
          />
          {place.type === 'place' ? (
            <p className={styles.note}>{t('text.directions.townPoint')}</p>
          ) : null}
        </section>
      ) : (
        // No public source gives this place's own point: no map link rather than another place's.
        <p className={styles.note}>{t('text.directions.noPoint')}</p>
      )}
      {withTravel ? <HowToReach namespace={namespace} /> : null}
    </>
  );
}

/**
 * The three "Open in Maps" links of a point. `keyPrefix` is where the
 * page's catalog keeps their wording (`mapsApp`, `mapsUniversal`,
 * `mapsOpenStreetMap`, `mapsLabel`).
 */
export function MapLinkList({
  name,
  coordinates,
  namespace,
  keyPrefix,
}: {
  name: string;
  coordinates: Coordinates;
  namespace: string;
  keyPrefix: string;
}) {
  const { t } = useTranslation(namespace);
  const links = mapLinks(coordinates, name);
  const items = [
    ['mapsApp', links.geo],
    ['mapsUniversal', links.universal],
    ['mapsOpenStreetMap', links.openStreetMap],
  ] as const;
  return (
    <ul className={styles.maps}>
      {items.map(([key, href]) => (
        <li key={key}>
          <a
            href={href}
            className={styles.mapLink}
            aria-label={t(`${keyPrefix}.mapsLabel`, { name, map: t(`${keyPrefix}.${key}`) })}
            {...(href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {t(`${keyPrefix}.${key}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}
