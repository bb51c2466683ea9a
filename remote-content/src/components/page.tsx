import type { ReactNode } from 'react';
import { usePageMeta } from '@pawapuri/shared';
import frame from '@pawapuri/shared/ui/page-frame.module.css';

interface PageProps {
  /** A line under the heading, from the page's body text. */
  lead?: string;
  /** Whether the lead is the page's description, as its `remote.json` entry or published place gives it. */
  describedLead?: boolean;
  children: ReactNode;
}

/**
 * Frame of every content page: its heading from its entry in remote.json,
 * and the document title and meta description set once, from the same entry.
 */
export function Page({ lead, describedLead = false, children }: PageProps) {
  const { title, description } = usePageMeta();
  const shownLead = describedLead ? description : lead;
  return (
    <article className={frame.page}>
      <h1 className={frame.title}>{title}</h1>
      {shownLead ? <p className={frame.lead}>{shownLead}</p> : null}
      {children}
    </article>
  );
}
