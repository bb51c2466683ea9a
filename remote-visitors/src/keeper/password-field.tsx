import { useId, useState, type ReactNode } from 'react';
import styles from './keeper.module.css';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** `current-password` to sign in, `new-password` to choose one: password managers read it. */
  autoComplete: 'current-password' | 'new-password';
  /** A rule shown under the field (read with it by screen readers). */
  hint?: ReactNode;
  /** What is wrong with it, shown at the field. */
  error?: string | null;
  autoFocus?: boolean;
}

/** A password input with a Show/Hide toggle, its hint and its error tied to it. */
export function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  hint,
  error,
  autoFocus,
}: PasswordFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.passwordRow}>
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          required
          autoFocus={autoFocus}
          spellCheck={false}
          autoCapitalize="none"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          className={styles.button}
          type="button"
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown(!shown)}
        >
          {shown ? 'Hide password' : 'Show password'}
        </button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
