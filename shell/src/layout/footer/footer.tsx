import { Link } from 'react-router-dom';
import {
  formatAsOfTime,
  formatNumber,
  useTranslation,
  useVisitorStatistics,
} from '@pawapuri/shared';
import { useLocalised } from '../../navigation/use-localised';
import { copyrightYear } from './copyright-year';
import { FooterHours } from './footer-hours';
import { useFooterLinks } from './footer-links';
import styles from './footer.module.css';
import { Icon } from '../../icons/icon';

/**
 * Quick links (the pages the remotes mark for the footer), location, the
 * temples' usual hours (both sources' timetables, shared with the pages), a
 * donate button and the total visitor count (read once; `…` on the server and
 * until it arrives; offline, the last count known and its time; `—` when no
 * count is known at all, never a made-up 0).
 */
export function Footer() {
  const { t, i18n } = useTranslation('shell');
  const { statistics, loading, asOf } = useVisitorStatistics();
  const links = useFooterLinks();
  const localised = useLocalised();
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {t('footer.quickLinks')}
          </h2>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{localised(link.title)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit" className={styles.heading}>
            {t('footer.location')}
          </h2>
          <p className={styles.fact}>
            <Icon name="map-pin" size={18} />
            {t('footer.locationText')}
          </p>
          <h2 className={styles.heading}>{t('footer.hours')}</h2>
          <p className={styles.fact}>
            <Icon name="clock" size={18} />
            <FooterHours />
          </p>
        </section>
        <section aria-labelledby="footer-donate">
          <h2 id="footer-donate" className={styles.heading}>
            {t('footer.donateTitle')}
          </h2>
          <p>{t('footer.donateText')}</p>
          <Link to="/donate" className={styles.donate}>
            <Icon name="hand-heart" size={18} />
            {t('footer.donateButton')}
          </Link>
        </section>
        <section aria-labelledby="footer-visitors">
          <h2 id="footer-visitors" className={styles.heading}>
            {t('footer.visitors')}
          </h2>
          <p className={styles.count} aria-busy={loading} data-testid="footer-visitor-count">
            <Icon name="users" size={22} />
            {loading ? (
              <span>…</span>
            ) : statistics ? (
              <span>{formatNumber(statistics.totalVisits)}</span>
            ) : (
              <span title={t('common:notAvailable')}>—</span>
            )}
          </p>
          <p className={styles.asOf} data-testid="footer-visitor-count-as-of">
            {asOf === null ? null : t('common:asOf', { time: formatAsOfTime(asOf, i18n.language) })}
          </p>
        </section>
      </div>
      <p className={styles.rights}>
        {t('footer.rights', { year: copyrightYear() })}
        <Link to="/privacy" className={styles.privacy}>
          {t('footer.privacy')}
        </Link>
        <Link to="/accessibility" className={styles.privacy}>
          {t('footer.accessibility')}
        </Link>
      </p>
    </footer>
  );
}
