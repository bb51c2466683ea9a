import type { ReactNode } from 'react';
import { usePageMeta } from '@pawapuri/shared';
import frame from '@pawapuri/shared/ui/page-frame.module.css';

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
    <article className={frame.page}>
      <h1 className={frame.title}>{title}</h1>
      {lead ? <p className={frame.lead}>{lead}</p> : null}
      {children}
    </article>
  );
}
