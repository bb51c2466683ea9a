import type { ReactNode } from 'react';
import { usePageMeta } from '@pawapuri/shared';
import styles from './page.module.css';

interface PageProps {
  title: string;
  description: string;
  lead?: string;
  children: ReactNode;
}

/** Frame of every content page: sets the document title and meta description once. */
export function Page({ title, description, lead, children }: PageProps) {
  usePageMeta(title, description);
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </article>
  );
}
