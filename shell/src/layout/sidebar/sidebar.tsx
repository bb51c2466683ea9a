import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '@pawapuri/shared';
import { useNavItems, type NavItem } from '../../navigation/nav-items';
import { useLocalised } from '../../navigation/use-localised';
import { filterNavItems } from '../../navigation/nav-matching';
import { SidebarItem } from './sidebar-item';
import styles from './sidebar.module.css';
import { Icon } from '../../icons/icon';

interface SidebarProps {
  collapsed: boolean;
  onToggle: () => void;
}

/**
 * The desktop sidebar: 260 px, or 60 px of icons when collapsed. Its search
 * box filters the entries as you type (docs/choices.md, Sidebar search) and opens the
 * branches that match.
 */
export function Sidebar({ collapsed, onToggle }: SidebarProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const navItems = useNavItems();
  const localised = useLocalised();
  const [query, setQuery] = useState('');
  // The search box is not shown while collapsed, so its filter does not apply then.
  const activeQuery = collapsed ? '' : query;
  const items = useMemo(
    () => filterNavItems(navItems, activeQuery, (item: NavItem) => localised(item.title)),
    [navItems, activeQuery, localised],
  );
  const searching = activeQuery.trim() !== '';

  return (
    <aside
      className={`${styles.sidebar} ${collapsed ? styles.collapsed : ''}`}
      aria-label={t('sidebar.label')}
      data-collapsed={collapsed}
    >
      <div className={styles.top}>
        <button
          type="button"
          className={styles.toggle}
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
          title={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
        >
          <Icon name={collapsed ? 'panel-left-open' : 'panel-left-close'} size={20} />
        </button>
        {!collapsed && (
          <label className={styles.search}>
            <Icon name="search" size={16} />
            <span className="pw-visually-hidden">{t('sidebar.search')}</span>
            <input
              type="search"
              value={query}
              placeholder={t('sidebar.searchPlaceholder')}
              onChange={(event) => setQuery(event.target.value)}
            />
          </label>
        )}
      </div>
      <nav className={styles.nav} aria-label={t('sidebar.label')}>
        <ul className={styles.list}>
          {items.map((item) => (
            <SidebarItem
              key={item.id}
              item={item}
              depth={0}
              collapsed={collapsed}
              pathname={pathname}
              forceOpen={searching}
            />
          ))}
        </ul>
        {items.length === 0 && (
          <p className={styles.empty} role="status">
            {t('sidebar.noResults', { query })}
          </p>
        )}
      </nav>
      <div className={styles.footer}>
        <span className={styles.avatar} aria-hidden="true">
          <Icon name="user-round" size={18} />
        </span>
        {!collapsed && (
          <span className={styles.welcome}>
            <strong>{t('sidebar.welcome')}</strong>
            <span>{t('sidebar.welcomeNote')}</span>
          </span>
        )}
      </div>
    </aside>
  );
}
