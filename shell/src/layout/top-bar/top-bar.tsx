import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@pawapuri/shared';
import { SITE_NAME } from '@pawapuri/shared/seo';
import { DesktopNav } from './desktop-nav';
import { LanguageSwitch } from './language-switch';
import { LogoMark } from './logo-mark';
import { MobileMenu } from './mobile-menu';
import type { BarState } from './scroll-state';
import styles from './top-bar.module.css';
import { Icon } from '../../icons/icon';

/** The fixed top bar: brand, desktop dropdowns or the phone menu, language switch. */
export function TopBar({ scroll }: { scroll: BarState }) {
  const { t, i18n } = useTranslation('shell');
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const className = [
    styles.bar,
    scroll.scrolled ? styles.scrolled : '',
    scroll.hidden && !menuOpen ? styles.hidden : '',
  ].join(' ');

  return (
    <header className={className} data-scrolled={scroll.scrolled} data-hidden={scroll.hidden}>
      <a className={styles.skip} href="#main-content">
        {t('topBar.skipToContent')}
      </a>
      <Link to="/" className={styles.brand} aria-label={t('topBar.homeLink')}>
        <LogoMark size={scroll.scrolled ? 34 : 40} />
        <span className={styles.brandText}>
          <span className={styles.brandName}>{SITE_NAME[i18n.language]}</span>
          <span className={styles.tagline}>{t('common:siteTagline')}</span>
        </span>
      </Link>
      <DesktopNav />
      <div className={styles.actions}>
        <LanguageSwitch />
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-label={t('topBar.openMenu')}
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? 'mobile-menu' : undefined}
          onClick={() => setMenuOpen(true)}
        >
          <Icon name="menu" size={24} />
        </button>
      </div>
      <MobileMenu
        open={menuOpen}
        onClose={() => {
          setMenuOpen(false);
          menuButton.current?.focus();
        }}
        onNavigate={() => setMenuOpen(false)}
      />
    </header>
  );
}
