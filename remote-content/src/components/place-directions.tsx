import { mapLinks, useSiteContent, useTranslation, type PublishedPlace } from '@pawapuri/shared';
import { HowToReach } from './how-to-reach';
import styles from './place-directions.module.css';

/**
 * "Open in Maps" for a published place, from its coordinates: the phone's
 * own map app (`geo:`), Google Maps (opens the app where installed, the
 * website elsewhere) and OpenStreetMap. The town adds How to reach.
 */
export function PlaceDirections({ placeId, namespace }: { placeId: string; namespace: string }) {
  const { t, i18n } = useTranslation(namespace);
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  const place = useSiteContent().places.find((candidate) => candidate.id === placeId);
  if (!place) return null;
  return (
    <>
      <section aria-labelledby="directions-maps" className={styles.section}>
        <h2 id="directions-maps" className={styles.heading}>
          {t('text.directions.mapsTitle')}
        </h2>
        <MapLinkList place={place} namespace={namespace} language={language} />
        {place.verified ? null : <p className={styles.note}>{t('text.directions.townPoint')}</p>}
      </section>
      {place.id === 'pawapuri' ? <HowToReach namespace={namespace} /> : null}
    </>
  );
}

function MapLinkList({
  place,
  namespace,
  language,
}: {
  place: PublishedPlace;
  namespace: string;
  language: 'en' | 'hi';
}) {
  const { t } = useTranslation(namespace);
  const name = place.name[language];
  const links = mapLinks(place.coordinates, name);
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
            aria-label={t('text.directions.mapsLabel', { name, map: t(`text.directions.${key}`) })}
            {...(href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {t(`text.directions.${key}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}
