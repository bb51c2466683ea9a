import { formatRupees, useSiteContent, useTranslation } from '@pawapuri/shared';
import styles from './place-directions.module.css';

/** How to reach Pawapuri: the published routes, their distances and typical fares. */
export function HowToReach({ namespace }: { namespace: string }) {
  const { t, i18n } = useTranslation(namespace);
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  const routes = useSiteContent().routes;
  if (routes.length === 0) return null;
  return (
    <section aria-labelledby="how-to-reach" className={styles.section}>
      <h2 id="how-to-reach" className={styles.heading}>
        {t('text.directions.reachTitle')}
      </h2>
      <ul className={styles.routes}>
        {routes.map((route) => {
          const km = route.distanceKm;
          const distance = t(
            route.measure === 'road' ? 'text.directions.distance' : 'text.directions.straightLine',
            { km },
          );
          const fares = route.fares
            .map(
              (fare) =>
                `${t(`text.directions.modes.${fare.mode}`)} ${formatRupees(fare.min)}${fare.max ? `–${formatRupees(fare.max)}` : ''}`,
            )
            .join(', ');
          return (
            <li key={route.id}>
              <strong>{route.from[language]}</strong>: {distance}
              {route.via ? ` (${t('text.directions.via', { via: route.via[language] })})` : ''}
              {fares ? `. ${t('text.directions.fares', { fares })}` : ''}
              {route.verified ? '' : ` (${t('text.directions.unconfirmed')})`}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
