import { useId } from 'react';
import { useTranslation } from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import type { FieldSpec } from '../utils/field-specs';
import { fromIndiaTime, toIndiaTime } from '../../../utils/india-time';
import { FieldErrorText, type FieldError } from './field-error';
import keeper from '../../../keeper/keeper.module.css';
import styles from './content.module.css';
import { choiceLabel } from '../utils/choice-label';

interface PlainFieldProps {
  spec: FieldSpec;
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  error: FieldError | null;
}

/** A field that is not a text in two languages: the control its type calls for. */
export function PlainField({ spec, label, value, onChange, error }: PlainFieldProps) {
  const id = useId();
  const { t } = useTranslation(NAMESPACE);
  const described = error ? `${id}-error` : undefined;
  const invalid = error ? true : undefined;
  const empty = () => (spec.nullable ? null : spec.optional ? undefined : '');

  if (spec.type === 'boolean') {
    return (
      <div className={styles.field}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={value === true}
            aria-invalid={invalid}
            aria-describedby={described}
            onChange={(event) => onChange(event.target.checked)}
          />
          {label}
        </label>
        <FieldErrorText id={`${id}-error`} error={error} />
      </div>
    );
  }

  let control;
  if (spec.type === 'choice') {
    control = (
      <select
        id={id}
        value={String(value ?? '')}
        aria-invalid={invalid}
        aria-describedby={described}
        onChange={(event) => onChange(event.target.value)}
      >
        {(spec.choices ?? []).map((choice) => (
          <option key={choice} value={choice}>
            {choiceLabel(t, choice)}
          </option>
        ))}
      </select>
    );
  } else {
    const text =
      spec.type === 'number'
        ? typeof value === 'number'
          ? String(value)
          : ''
        : spec.type === 'instant'
          ? typeof value === 'string'
            ? toIndiaTime(value)
            : ''
          : spec.type === 'pages'
            ? Array.isArray(value)
              ? value.join(', ')
              : ''
            : typeof value === 'string'
              ? value
              : '';
    const read = (raw: string): unknown => {
      if (spec.type === 'pages') {
        return raw
          .split(',')
          .map((page) => page.trim())
          .filter((page) => page !== '');
      }
      if (raw.trim() === '') return empty();
      if (spec.type === 'number') return Number(raw);
      if (spec.type === 'instant') return fromIndiaTime(raw);
      return raw;
    };
    const input = {
      phone: { type: 'tel', inputMode: 'tel' as const, autoComplete: 'off' },
      url: { type: 'url', inputMode: 'url' as const },
      day: { type: 'date' },
      time: { type: 'time' },
      instant: { type: 'datetime-local' },
      number: { type: 'text', inputMode: 'decimal' as const },
    }[spec.type as string] ?? { type: 'text' };
    control = (
      <input
        id={id}
        {...input}
        value={text}
        spellCheck={spec.type === 'line'}
        aria-invalid={invalid}
        aria-describedby={described}
        onChange={(event) => onChange(read(event.target.value))}
      />
    );
  }
  return (
    <div className={`${keeper.field} ${styles.field}`}>
      <label htmlFor={id}>{label}</label>
      {control}
      <FieldErrorText id={`${id}-error`} error={error} />
    </div>
  );
}
