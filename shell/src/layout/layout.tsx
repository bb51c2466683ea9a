import type { ReactNode } from 'react';
import { Footer } from './footer/footer';
import { Sidebar } from './sidebar/sidebar';
import { TopBar } from './top-bar/top-bar';
import { OfflineBanner } from '../offline/offline-banner';
import { UpdateNotice } from '../offline/update-notice';
import { useScrollState } from './top-bar/use-scroll-state';
import { useSidebarCollapsed } from './use-sidebar-collapsed';
import styles from './layout.module.css';

/** The page frame: top bar, sidebar, main area and footer. */
export function Layout({ children }: { children: ReactNode }) {
  const scroll = useScrollState();
  const [collapsed, toggleSidebar] = useSidebarCollapsed();
  return (
    <div
      className={`${styles.layout} ${collapsed ? styles.sidebarCollapsed : ''}`}
      data-bar-hidden={scroll.hidden}
    >
      <TopBar scroll={scroll} />
      <Sidebar collapsed={collapsed} onToggle={toggleSidebar} />
      <div className={styles.body}>
        <main id="main-content" className={styles.main} tabIndex={-1}>
          <OfflineBanner />
          <UpdateNotice />
          {children}
        </main>
        <Footer />
      </div>
    </div>
  );
}
