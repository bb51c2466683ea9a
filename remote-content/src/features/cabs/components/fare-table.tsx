import {
  formatRupees,
  useSiteContent,
  useTranslation,
  type PublishedRoute,
} from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import styles from './cabs.module.css';

type RouteFare = PublishedRoute['fares'][number];

/** The ways of travelling the published fares name, in the order they first appear. */
function fareModes(routes: readonly PublishedRoute[]): RouteFare['mode'][] {
  return [...new Set(routes.flatMap((route) => route.fares.map((fare) => fare.mode)))];
}

const fareText = (fare: RouteFare) =>
  fare.max ? `${formatRupees(fare.min)}–${formatRupees(fare.max)}` : formatRupees(fare.min);

/**
 * The published routes' typical fares, one row per route and one column per
 * way of travelling. A route a keeper has not confirmed is marked as example
 * fares; a route measured only in a straight line has no fare ("—").
 */
export function FareTable() {
  const { t, i18n } = useTranslation(PAGE_CATALOGS.cabs.namespace);
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  const { routes } = useSiteContent();
  if (routes.length === 0) return null;
  const modes = fareModes(routes);
  return (
    <section className={styles.panel}>
      <h2>{t('cabs.faresTitle')}</h2>
      <div
        className={styles.tableWrap}
        tabIndex={0}
        role="region"
        aria-label={t('cabs.faresTitle')}
      >
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('cabs.destination')}</th>
              <th scope="col">{t('cabs.distance')}</th>
              {modes.map((mode) => (
                <th key={mode} scope="col">
                  {t(`cabs.fareColumns.${mode}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {routes.map((route) => (
              <tr key={route.id}>
                <th scope="row">
                  {route.via
                    ? t('cabs.placeVia', { place: route.from[language], via: route.via[language] })
                    : route.from[language]}
                  {route.verified ? null : (
                    <span className={styles.rowNote}>{t('cabs.exampleFares')}</span>
                  )}
                </th>
                <td>
                  {t(route.measure === 'road' ? 'cabs.km' : 'cabs.kmStraight', {
                    km: route.distanceKm,
                  })}
                </td>
                {modes.map((mode) => {
                  const fare = route.fares.find((candidate) => candidate.mode === mode);
                  return <td key={mode}>{fare ? fareText(fare) : '—'}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>{t('cabs.fareNote')}</p>
      {routes.some((route) => !route.verified) ? (
        <p className={styles.note}>{t('cabs.exampleFareNote')}</p>
      ) : null}
    </section>
  );
}
