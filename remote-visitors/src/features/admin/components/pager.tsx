import styles from './admin.module.css';

interface PagerProps {
  /** Zero-based current page. */
  page: number;
  pages: number;
  onGo: (page: number) => void;
}

/** First, Previous, 'Page X of Y', Next, Last; nothing at all for a single page. */
export function Pager({ page, pages, onGo }: PagerProps) {
  if (pages <= 1) return null;
  const atStart = page === 0;
  const atEnd = page >= pages - 1;
  const button = (label: string, target: number, disabled: boolean) => (
    <button
      className={styles.button}
      type="button"
      disabled={disabled}
      onClick={() => onGo(target)}
    >
      {label}
    </button>
  );
  return (
    <nav aria-label="Pagination" className={`${styles.toolbar} ${styles.pager}`}>
      {button('First', 0, atStart)}
      {button('Previous', page - 1, atStart)}
      <span>
        Page {page + 1} of {pages}
      </span>
      {button('Next', page + 1, atEnd)}
      {button('Last', pages - 1, atEnd)}
    </nav>
  );
}
