import { useId } from 'react';
import { useTranslation, type FestivalOccurrence } from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import { todayInIndia } from '../../../utils/india-time';
import { FieldErrorText, type FieldError } from './field-error';
import keeper from '../../../keeper/keeper.module.css';
import styles from './content.module.css';

type Key = 'start' | 'end' | 'startTime' | 'endTime';

interface OccurrencesFieldProps {
  label: string;
  value: FestivalOccurrence[];
  onChange: (value: FestivalOccurrence[]) => void;
  error: FieldError | null;
}

/** A festival's dates, one per year (or the one date of an event): add, change, remove. */
export function OccurrencesField({ label, value, onChange, error }: OccurrencesFieldProps) {
  const id = useId();
  const { t } = useTranslation(NAMESPACE);
  const set = (index: number, next: FestivalOccurrence) =>
    onChange(value.map((each, at) => (at === index ? next : each)));
  const input = (index: number, key: Key, type: 'date' | 'time') => {
    const inputId = `${id}-${index}-${key}`;
    const occurrence = value[index] as FestivalOccurrence;
    return (
      <div className={keeper.field}>
        <label htmlFor={inputId}>{t(`content.occurrence.${key}`)}</label>
        <input
          id={inputId}
          type={type}
          value={occurrence[key] ?? ''}
          onChange={(event) => {
            const next: Record<string, unknown> = { ...occurrence };
            // An optional date or time left empty is no such field.
            if (event.target.value) next[key] = event.target.value;
            else delete next[key];
            set(index, next as FestivalOccurrence);
          }}
        />
      </div>
    );
  };
  return (
    <fieldset className={styles.group} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      {value.map((occurrence, index) => (
        <fieldset key={index} className={styles.group}>
          <legend>{t('content.occurrence.legend', { number: index + 1 })}</legend>
          <div className={keeper.grid}>
            {input(index, 'start', 'date')}
            {input(index, 'end', 'date')}
            {input(index, 'startTime', 'time')}
            {input(index, 'endTime', 'time')}
          </div>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={occurrence.verified}
              onChange={(event) => set(index, { ...occurrence, verified: event.target.checked })}
            />
            {t('content.occurrence.verified')}
          </label>
          <div className={keeper.actions}>
            <button
              type="button"
              className={keeper.button}
              onClick={() => onChange(value.filter((_each, at) => at !== index))}
            >
              {t('content.occurrence.remove', { start: occurrence.start })}
            </button>
          </div>
        </fieldset>
      ))}
      <div className={keeper.actions}>
        <button
          type="button"
          className={keeper.button}
          onClick={() => onChange([...value, { start: todayInIndia(new Date()), verified: false }])}
        >
          {t('content.occurrence.add')}
        </button>
      </div>
      <FieldErrorText id={`${id}-error`} error={error} />
    </fieldset>
  );
}
