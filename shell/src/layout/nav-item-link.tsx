import type { CSSProperties, ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import type { NavItem } from '../navigation/nav-items';
import { useLocalised } from '../navigation/use-localised';
import { NavBadge } from './nav-badge';
import { Icon } from '../icons/icon';

interface NavItemLinkProps {
  item: NavItem;
  iconSize: number;
  /** Class names of the menu the link sits in. */
  classes: { link?: string; current?: string; label?: string };
  style?: CSSProperties;
  /** Extra content after the badge (e.g. a flyout chevron). */
  children?: ReactNode;
}

/** A navigation entry as a link: icon, translated title, badge; marked when it is the current page. */
export function NavItemLink({ item, iconSize, classes, style, children }: NavItemLinkProps) {
  const localised = useLocalised();
  return (
    <NavLink
      to={item.path}
      end
      className={({ isActive }) =>
        `${classes.link ?? ''} ${isActive ? (classes.current ?? '') : ''}`
      }
      style={style}
    >
      <Icon name={item.icon} size={iconSize} />
      <span className={classes.label}>{localised(item.title)}</span>
      {item.badge && <NavBadge badge={item.badge} />}
      {children}
    </NavLink>
  );
}
