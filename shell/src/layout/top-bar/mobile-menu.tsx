import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '@pawapuri/shared';
import { useNavItems, type NavItem } from '../../navigation/nav-items';
import { useLocalised } from '../../navigation/use-localised';
import { NavBadge } from '../nav-badge';
import { NavItemLink } from '../nav-item-link';
import styles from './mobile-menu.module.css';
import { Icon } from '../../icons/icon';

interface MobileMenuProps {
  open: boolean;
  /** Closed by the visitor (Escape, close button, backdrop): focus goes back to the menu button. */
  onClose: () => void;
  /** Closed because a link was followed: focus stays with the new page. */
  onNavigate: () => void;
}

/**
 * The phone menu: a panel that slides in, with one accordion section open at
 * a time. Escape, the backdrop, the close button and any followed link close it.
 */
export function MobileMenu({ open, onClose, onNavigate }: MobileMenuProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const navItems = useNavItems();
  const [openSection, setOpenSection] = useState<string | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const navigateRef = useRef(onNavigate);
  navigateRef.current = onNavigate;

  useEffect(() => {
    if (open) navigateRef.current();
    // Only a change of page closes the menu, not its opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        id="mobile-menu"
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label={t('topBar.mobileMenu')}
      >
        <div className={styles.header}>
          <span className={styles.title}>{t('topBar.mobileMenu')}</span>
          <button
            ref={closeButton}
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('topBar.closeMenu')}
          >
            <Icon name="x" size={22} />
          </button>
        </div>
        <nav aria-label={t('topBar.mainNav')}>
          <ul className={styles.list}>
            {navItems.map((item) =>
              item.children ? (
                <AccordionSection
                  key={item.id}
                  item={item}
                  expanded={openSection === item.id}
                  onToggle={() => setOpenSection(openSection === item.id ? null : item.id)}
                />
              ) : (
                <li key={item.id}>
                  <MenuLink item={item} depth={0} />
                </li>
              ),
            )}
          </ul>
        </nav>
      </div>
    </div>
  );
}

function AccordionSection(props: { item: NavItem; expanded: boolean; onToggle: () => void }) {
  const localised = useLocalised();
  const { item, expanded, onToggle } = props;
  const panelId = `mobile-section-${item.id}`;
  return (
    <li>
      <button
        type="button"
        className={styles.sectionButton}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={onToggle}
      >
        <Icon name={item.icon} size={20} />
        <span className={styles.label}>{localised(item.title)}</span>
        {item.badge && <NavBadge badge={item.badge} />}
        <Icon name="chevron-down" size={18} className={styles.chevron} />
      </button>
      <ul id={panelId} className={styles.section} hidden={!expanded}>
        {flatten(item.children ?? [], 1).map(({ item: child, depth }) => (
          <li key={child.id}>
            <MenuLink item={child} depth={depth} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Deeper levels are shown indented inside the open section, not as more accordions. */
function flatten(items: NavItem[], depth: number): { item: NavItem; depth: number }[] {
  return items.flatMap((item) => [{ item, depth }, ...flatten(item.children ?? [], depth + 1)]);
}

const LINK_CLASSES = { link: styles.link, current: styles.current, label: styles.label };

function MenuLink({ item, depth }: { item: NavItem; depth: number }) {
  return (
    <NavItemLink
      item={item}
      iconSize={depth ? 16 : 20}
      classes={LINK_CLASSES}
      style={{ paddingLeft: `${1 + depth * 1.25}rem` }}
    />
  );
}
