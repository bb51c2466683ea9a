import styles from './keeper.module.css';

interface ConfirmActionsProps {
  /** The submit button's words: what the form does. */
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
}

/** The end of a form opened from a row: do it, or close the form unchanged. */
export function ConfirmActions({ submitLabel, busy, onCancel }: ConfirmActionsProps) {
  return (
    <div className={styles.actions}>
      <button className={`${styles.button} ${styles.primary}`} type="submit" disabled={busy}>
        {submitLabel}
      </button>
      <button className={styles.button} type="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
