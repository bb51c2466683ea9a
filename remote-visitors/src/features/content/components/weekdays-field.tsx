import { WEEKDAYS, useTranslation, type Weekday } from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import { FieldErrorText, type FieldError } from './field-error';
import { useId } from 'react';
import styles from './content.module.css';

interface WeekdaysFieldProps {
  label: string;
  /** The days ticked; absent when none is (every day). */
  value: Weekday[] | undefined;
  onChange: (value: Weekday[] | undefined) => void;
  error: FieldError | null;
}

/** Some days of the week, each a checkbox; none ticked means every day. */
export function WeekdaysField({ label, value, onChange, error }: WeekdaysFieldProps) {
  const id = useId();
  const { t } = useTranslation(NAMESPACE);
  const ticked = new Set(value ?? []);
  const toggle = (day: Weekday, on: boolean) => {
    const next = WEEKDAYS.filter((each) => (each === day ? on : ticked.has(each)));
    onChange(next.length === 0 ? undefined : next);
  };
  return (
    <fieldset className={styles.group} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      <div className={styles.weekdays}>
        {WEEKDAYS.map((day) => (
          <label key={day} className={styles.check}>
            <input
              type="checkbox"
              checked={ticked.has(day)}
              onChange={(event) => toggle(day, event.target.checked)}
            />
            {t(`content.hours.weekday.${day}`)}
          </label>
        ))}
      </div>
      <FieldErrorText id={`${id}-error`} error={error} />
    </fieldset>
  );
}
