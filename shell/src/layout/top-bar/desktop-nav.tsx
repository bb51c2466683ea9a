import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from '@pawapuri/shared';
import { useNavItems, type NavItem } from '../../navigation/nav-items';
import { useLocalised } from '../../navigation/use-localised';
import { isNavItemActive } from '../../navigation/nav-matching';
import { NavBadge } from '../nav-badge';
import { useDelayedClose } from '../use-delayed-close';
import { MenuList } from './menu-list';
import styles from './desktop-nav.module.css';
import { Icon } from '../../icons/icon';

/** The desktop top navigation: nested dropdowns, by pointer and by keyboard. */
export function DesktopNav() {
  const { t } = useTranslation('shell');
  const localised = useLocalised();
  const items = useNavItems();
  return (
    <nav aria-label={t('topBar.mainNav')} className={styles.nav}>
      <ul className={styles.bar}>
        {items.map((item) =>
          item.children ? (
            <DropdownItem key={item.id} item={item} />
          ) : (
            <li key={item.id}>
              <NavLink
                to={item.path}
                end
                className={({ isActive }) => `${styles.topLink} ${isActive ? styles.current : ''}`}
              >
                <span className={styles.label}>{localised(item.title)}</span>
                {item.badge && <NavBadge badge={item.badge} />}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function DropdownItem({ item }: { item: NavItem }) {
  const localised = useLocalised();
  const { pathname } = useLocation();
  const { open, setOpen, onPointerEnter, onPointerLeave } = useDelayedClose();
  // Opened from the keyboard: the list focuses its first link.
  const [focusFirst, setFocusFirst] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // A followed link closes the menu.
  useEffect(() => setOpen(false), [pathname, setOpen]);

  const openFromKeyboard = () => {
    setFocusFirst(true);
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openFromKeyboard();
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <li
      className={styles.dropdownItem}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
    >
      <button
        ref={button}
        type="button"
        className={`${styles.topLink} ${isNavItemActive(item, pathname) ? styles.current : ''}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          setFocusFirst(false);
          setOpen(!open);
        }}
        onKeyDown={onButtonKeyDown}
      >
        <span className={styles.label}>{localised(item.title)}</span>
        {item.badge && <NavBadge badge={item.badge} />}
        <Icon name="chevron-down" size={14} className={styles.chevron} />
      </button>
      {open && item.children && (
        <MenuList
          id={panelId}
          items={item.children}
          level={1}
          focusFirst={focusFirst}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      )}
    </li>
  );
}
