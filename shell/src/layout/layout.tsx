import { memo, type ReactNode } from 'react';
import { Footer } from './footer/footer';
import { Sidebar } from './sidebar/sidebar';
import { TopBar } from './top-bar/top-bar';
import { OfflineBanner } from '../offline/offline-banner';
import { UpdateNotice } from '../offline/update-notice';
import { PageNotices } from './page-notices';
import { useScrollState } from './top-bar/use-scroll-state';
import { useSidebarCollapsed } from './use-sidebar-collapsed';
import styles from './layout.module.css';

// The frame's parts follow the route, language and site through their own
// hooks. Memoised, they skip the layout's own re-renders (the top bar hiding
// on scroll, the sidebar toggled) whose props leave them unchanged: on a slow
// phone each render of the whole frame is a visible pause.
const FrameTopBar = memo(TopBar);
const FrameSidebar = memo(Sidebar);
const FrameFooter = memo(Footer);

/** The page frame: top bar, sidebar, main area and footer. */
export function Layout({ children }: { children: ReactNode }) {
  const scroll = useScrollState();
  const [collapsed, toggleSidebar] = useSidebarCollapsed();
  return (
    <div
      className={`${styles.layout} ${collapsed ? styles.sidebarCollapsed : ''}`}
      data-bar-hidden={scroll.hidden}
    >
      <FrameTopBar scroll={scroll} />
      <FrameSidebar collapsed={collapsed} onToggle={toggleSidebar} />
      <div className={styles.body}>
        <main id="main-content" className={styles.main} tabIndex={-1}>
          <OfflineBanner />
          <UpdateNotice />
          <PageNotices />
          {children}
        </main>
        <FrameFooter />
      </div>
    </div>
  );
}
