import styles from './keeper.module.css';

/**
 * What a keeper panel shows until its data arrives: "Loading <what>…", or,
 * once the last try failed, "Could not load <what>." with a button that
 * tries again. `what` names the data as the sentence needs it ("the
 * rights requests", "your requests").
 */
export function ListPending({
  what,
  failed,
  onRetry,
}: {
  what: string;
  failed: boolean;
  onRetry: () => void;
}) {
  if (!failed)
    return (
      <p role="status" className={styles.status}>
        Loading {what}…
      </p>
    );
  return (
    <div className={styles.actions}>
      <p role="alert" className={styles.error}>
        Could not load {what}.
      </p>
      <button className={styles.button} type="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
