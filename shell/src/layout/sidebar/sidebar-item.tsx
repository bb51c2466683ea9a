import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from '@pawapuri/shared';
import type { NavItem } from '../../navigation/nav-items';
import { isNavItemActive } from '../../navigation/nav-matching';
import { useLocalised } from '../../navigation/use-localised';
import { NavBadge } from '../nav-badge';
import styles from './sidebar.module.css';
import { Icon } from '../../icons/icon';

interface SidebarItemProps {
  item: NavItem;
  depth: number;
  collapsed: boolean;
  pathname: string;
  /** While searching, every remaining branch is shown open. */
  forceOpen: boolean;
}

/** One entry; a parent has its own expand/collapse button beside its link. */
export function SidebarItem({ item, depth, collapsed, pathname, forceOpen }: SidebarItemProps) {
  const { t } = useTranslation('shell');
  const [expanded, setExpanded] = useState(() => isNavItemActive(item, pathname));
  const title = useLocalised()(item.title);
  const hasChildren = Boolean(item.children?.length) && !collapsed;
  const open = hasChildren && (expanded || forceOpen);
  const listId = `sidebar-${item.id}`;

  return (
    <li>
      <div className={styles.row} style={{ paddingLeft: collapsed ? 0 : `${depth * 0.875}rem` }}>
        <NavLink
          to={item.path}
          end
          className={({ isActive }) => `${styles.link} ${isActive ? styles.current : ''}`}
          title={collapsed ? title : undefined}
          aria-label={collapsed ? title : undefined}
        >
          <Icon name={item.icon} size={depth ? 16 : 20} className={styles.icon} />
          {!collapsed && <span className={styles.label}>{title}</span>}
          {item.badge && !collapsed && <NavBadge badge={item.badge} />}
          {item.badge && collapsed && <span className={styles.dot} aria-hidden="true" />}
        </NavLink>
        {hasChildren && (
          <button
            type="button"
            className={styles.expand}
            aria-expanded={open}
            aria-controls={listId}
            aria-label={
              open ? t('sidebar.collapseItem', { title }) : t('sidebar.expandItem', { title })
            }
            onClick={() => setExpanded(!open)}
          >
            <Icon name="chevron-right" size={16} className={styles.chevron} />
          </button>
        )}
      </div>
      {hasChildren && (
        <ul id={listId} className={styles.list} hidden={!open}>
          {item.children?.map((child) => (
            <SidebarItem
              key={child.id}
              item={child}
              depth={depth + 1}
              collapsed={collapsed}
              pathname={pathname}
              forceOpen={forceOpen}
            />
          ))}
        </ul>
      )}
    </li>
  );
}
