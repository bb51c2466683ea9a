import styles from './example-badge.module.css';

/**
 * The visible mark of a listing whose details (name, number, price, rating)
 * are examples the keepers have not yet confirmed; `label` is the page's
 * own wording ("Example listing").
 */
export function ExampleBadge({ label }: { label: string }) {
  return <span className={styles.badge}>{label}</span>;
}
