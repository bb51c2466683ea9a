import { useId } from 'react';
import type { HoursSession } from '@pawapuri/shared';
import { FieldErrorText, type FieldError } from './field-error';
import keeper from '../../../keeper/keeper.module.css';
import styles from './content.module.css';

interface SessionFieldProps {
  /** What the session is ("Monday, Evening"): its group's name, and read before each label. */
  label: string;
  /** The checkbox that keeps the session ("Evening: Open"). */
  openLabel: string;
  opensLabel: string;
  closesLabel: string;
  value: HoursSession | null;
  /** The times a session gets when it is switched on. */
  fallback: HoursSession;
  onChange: (value: HoursSession | null) => void;
  error: FieldError | null;
}

/** A session of a day: open or not, and from when to when (24-hour times). */
export function SessionField(props: SessionFieldProps) {
  const { label, openLabel, opensLabel, closesLabel, value, fallback, onChange, error } = props;
  const id = useId();
  const described = error ? `${id}-error` : undefined;
  // Short labels on screen; a screen reader hears which day and session too.
  const named = (text: string) => (
    <>
      <span className="pw-visually-hidden">{label}: </span>
      {text}
    </>
  );
  const time = (which: 'opens' | 'closes', text: string) => (
    <div className={keeper.field}>
      <label htmlFor={`${id}-${which}`}>{named(text)}</label>
      <input
        id={`${id}-${which}`}
        className={styles.time}
        type="time"
        value={value?.[which] ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => value && onChange({ ...value, [which]: event.target.value })}
      />
    </div>
  );
  return (
    <fieldset className={styles.session} aria-label={label}>
      <div className={styles.sessionRow}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={value !== null}
            onChange={(event) => onChange(event.target.checked ? fallback : null)}
          />
          {named(openLabel)}
        </label>
        {value !== null ? (
          <>
            {time('opens', opensLabel)}
            {time('closes', closesLabel)}
          </>
        ) : null}
      </div>
      <FieldErrorText id={`${id}-error`} error={error} />
    </fieldset>
  );
}
