import { useEffect, useRef, useId, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';
import type { NavItem } from '../../navigation/nav-items';
import { useLocalised } from '../../navigation/use-localised';
import { NavItemLink } from '../nav-item-link';
import { useDelayedClose } from '../use-delayed-close';
import { nextMenuLink } from './menu-keys';
import styles from './desktop-nav.module.css';
import { Icon } from '../../icons/icon';

interface MenuListProps {
  id?: string;
  items: NavItem[];
  level: number;
  /** Focus the first link when the list appears (it was opened from the keyboard). */
  focusFirst: boolean;
  /** Escape (and ArrowLeft in a submenu): close this list and give focus back. */
  onClose: () => void;
}

/** One level of a dropdown: links, and links with a nested flyout. */
export function MenuList({ id, items, level, focusFirst, onClose }: MenuListProps) {
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (focusFirst) list.current?.querySelector<HTMLElement>(':scope > li > a')?.focus();
  }, [focusFirst]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (!list.current) return;
    const isOwnLink = nextMenuLink(list.current, 'Home', document.activeElement) !== null;
    if (!isOwnLink) return; // a nested list's key; it handles its own
    const target = nextMenuLink(list.current, event.key, document.activeElement);
    if (target) {
      event.preventDefault();
      target.focus();
    } else if (event.key === 'Escape' || (event.key === 'ArrowLeft' && level > 1)) {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <ul
      id={id}
      ref={list}
      className={level === 1 ? styles.dropdown : styles.flyout}
      onKeyDown={onKeyDown}
    >
      {items.map((item) =>
        item.children ? (
          <FlyoutItem key={item.id} item={item} level={level} />
        ) : (
          <li key={item.id}>
            <MenuLink item={item} />
          </li>
        ),
      )}
    </ul>
  );
}

const MENU_CLASSES = { link: styles.menuLink, current: styles.current, label: styles.label };

function MenuLink({ item }: { item: NavItem }) {
  return <NavItemLink item={item} iconSize={16} classes={MENU_CLASSES} />;
}

/** A menu entry with its own submenu, opened by hover or ArrowRight. */
function FlyoutItem({ item, level }: { item: NavItem; level: number }) {
  const localised = useLocalised();
  const { open, setOpen, onPointerEnter, onPointerLeave } = useDelayedClose();
  const [focusFirst, setFocusFirst] = useState(false);
  const anchor = useRef<HTMLLIElement>(null);
  const flyoutId = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      setFocusFirst(true);
      setOpen(true);
    }
  };

  return (
    <li
      ref={anchor}
      className={styles.hasFlyout}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <NavLink
        to={item.path}
        end
        className={({ isActive }) => `${styles.menuLink} ${isActive ? styles.current : ''}`}
        aria-expanded={open}
        aria-controls={open ? flyoutId : undefined}
        onKeyDown={onKeyDown}
      >
        <Icon name={item.icon} size={16} />
        <span className={styles.label}>{localised(item.title)}</span>
        <Icon name="chevron-right" size={14} className={styles.chevronRight} />
      </NavLink>
      {open && item.children && (
        <MenuList
          id={flyoutId}
          items={item.children}
          level={level + 1}
          focusFirst={focusFirst}
          onClose={() => {
            setFocusFirst(false);
            setOpen(false);
            anchor.current?.querySelector<HTMLElement>(':scope > a')?.focus();
          }}
        />
      )}
    </li>
  );
}
