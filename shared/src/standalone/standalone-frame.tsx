import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styles from './standalone-frame.module.css';

export interface StandaloneLink {
  path: string;
  label: string;
}

/** The minimal frame a remote shows when it runs on its own port, without the shell. */
export function StandaloneFrame(props: {
  title: string;
  links: StandaloneLink[];
  children: ReactNode;
}) {
  return (
    <div className={styles.frame}>
      <header className={styles.bar}>
        <span className={styles.brand}>{props.title}</span>
        <nav aria-label="Standalone pages" className={styles.nav}>
          {props.links.map((link) => (
            <NavLink key={link.path} to={link.path}>
              {link.label}
            </NavLink>
          ))}
        </nav>
      </header>
      <main className={styles.main}>{props.children}</main>
    </div>
  );
}
