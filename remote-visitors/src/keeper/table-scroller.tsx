import type { ReactNode } from 'react';
import styles from './keeper.module.css';

/**
 * The box a wide table scrolls sideways in on a phone. It takes the
 * keyboard's focus, so a keeper without a pointer can scroll it with the
 * arrow keys, and is a region named `label` (unique on the page: a
 * landmark's name tells it from the others).
 */
export function TableScroller({
  label,
  className = styles.scroller,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // A scrollable region must be focusable to be scrolled without a pointer.
    <div className={className} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
