import { useEffect, useId, useRef, useState } from 'react';
import styles from './admin.module.css';

interface TokenDialogProps {
  /** A saved token was turned down: say so above the field. */
  refused: boolean;
  onSubmit: (token: string) => void;
  onCancel: () => void;
}

/**
 * Asks for the admin token in a modal <dialog>. Mounted only while asking:
 * it opens with showModal (focus trapped, page behind inert), puts focus in
 * the field, and on unmount hands focus back to whatever had it before.
 * Escape is handled here as well as through the native cancel event, so it
 * behaves the same where showModal is missing and the dialog is merely open.
 */
export function TokenDialog({ refused, onSubmit, onCancel }: TokenDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [token, setToken] = useState('');
  const titleId = useId();
  const noteId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    inputRef.current?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      opener?.focus();
    };
  }, []);

  const trimmed = token.trim();
  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={noteId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onCancel();
      }}
    >
      <form
        className={styles.dialogForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed) onSubmit(trimmed);
        }}
      >
        <h2 id={titleId}>Admin token</h2>
        <p id={noteId} className={refused ? styles.alert : undefined}>
          {refused
            ? 'That token was not accepted. Enter the current admin token.'
            : 'Search and export need the admin token. It is kept until this browser tab is closed.'}
        </p>
        <label className={styles.field}>
          Admin token
          <input
            ref={inputRef}
            type="password"
            autoComplete="off"
            required
            value={token}
            onChange={(event) => setToken(event.target.value)}
          />
        </label>
        <div className={styles.actions}>
          <button className={`${styles.button} ${styles.primary}`} type="submit">
            Submit
          </button>
          <button className={styles.button} type="button" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
