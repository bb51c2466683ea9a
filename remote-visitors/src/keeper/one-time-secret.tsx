import { CopyButton } from './copy-button';
import styles from './keeper.module.css';

interface OneTimeSecretProps {
  heading: string;
  /** Why it is shown only now, and what to do with it. */
  note: string;
  secret: string;
  copyLabel: string;
  onDone: () => void;
}

/** A link or key the API shows once: readable, selectable, copyable, then dismissed. */
export function OneTimeSecret({ heading, note, secret, copyLabel, onDone }: OneTimeSecretProps) {
  return (
    <section className={styles.note} aria-label={heading}>
      <h3>{heading}</h3>
      <p>{note}</p>
      <pre className={styles.command}>
        <code>{secret}</code>
      </pre>
      <div className={styles.actions}>
        <CopyButton text={secret} label={copyLabel} />
        <button className={styles.button} type="button" onClick={onDone}>
          Done
        </button>
      </div>
    </section>
  );
}
