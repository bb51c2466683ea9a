import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Clock, HandHeart, MapPin, Users } from 'lucide-react';
import { formatNumber, useVisitorStatistics } from '@pawapuri/shared';
import styles from './footer.module.css';

const QUICK_LINKS = [
  { id: 'home', path: '/' },
  { id: 'jalMandir', path: '/jal-mandir' },
  { id: 'gallery', path: '/gallery' },
  { id: 'hotels', path: '/hotels' },
  { id: 'cabs', path: '/cabs' },
  { id: 'about', path: '/about' },
] as const;

/** Quick links, location, hours, a donate button and the total visitor count (read once). */
export function Footer() {
  const { t } = useTranslation('shell');
  const { statistics, loading } = useVisitorStatistics();
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {t('footer.quickLinks')}
          </h2>
          <ul className={styles.links}>
            {QUICK_LINKS.map((link) => (
              <li key={link.id}>
                <Link to={link.path}>{t(`nav.${link.id}`)}</Link>
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
