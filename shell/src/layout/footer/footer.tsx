import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Clock, HandHeart, MapPin, Users } from 'lucide-react';
import { formatNumber, useVisitorStatistics } from '@pawapuri/shared';
import { useLocalised } from '../../navigation/use-localised';
import { useFooterLinks } from './footer-links';
import styles from './footer.module.css';

/** Quick links (the pages the remotes mark for the footer), location, hours, a donate button and the total visitor count (read once). */
export function Footer() {
  const { t } = useTranslation('shell');
  const { statistics, loading } = useVisitorStatistics();
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
            <MapPin aria-hidden="true" size={18} />
            {t('footer.locationText')}
          </p>
          <h2 className={styles.heading}>{t('footer.hours')}</h2>
          <p className={styles.fact}>
            <Clock aria-hidden="true" size={18} />
            {t('footer.hoursText')}
          </p>
        </section>
        <section aria-labelledby="footer-donate">
          <h2 id="footer-donate" className={styles.heading}>
            {t('footer.donateTitle')}
          </h2>
          <p>{t('footer.donateText')}</p>
          <Link to="/donate" className={styles.donate}>
            <HandHeart aria-hidden="true" size={18} />
            {t('footer.donateButton')}
          </Link>
        </section>
        <section aria-labelledby="footer-visitors">
          <h2 id="footer-visitors" className={styles.heading}>
            {t('footer.visitors')}
          </h2>
          <p className={styles.count} aria-busy={loading} data-testid="footer-visitor-count">
            <Users aria-hidden="true" size={22} />
            <span>{loading ? '…' : formatNumber(statistics.totalVisits)}</span>
          </p>
        </section>
      </div>
      <p className={styles.rights}>
        {t('footer.rights', { year: new Date().getFullYear() })}
        <Link to="/privacy" className={styles.privacy}>
          {t('footer.privacy')}
        </Link>
      </p>
    </footer>
  );
}
