import { useId } from 'react';
import { useTranslation } from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import { FieldErrorText, type FieldError } from './field-error';
import keeper from '../../../keeper/keeper.module.css';
import styles from './content.module.css';

type Local = { en: string; hi: string };

interface BilingualFieldProps {
  label: string;
  /** Several lines (a description) or one (a name). */
  multiline: boolean;
  value: Local | undefined;
  optional?: boolean;
  onChange: (value: Local | undefined) => void;
  /** Errors at the English text, the Hindi text, and the pair. */
  errors: { en: FieldError | null; hi: FieldError | null; both: FieldError | null };
}

/**
 * One text in English and Hindi, side by side (one under the other on a
 * phone), in a group named by the field; each input says its language, so
 * a screen reader reads the Hindi in Hindi.
 */
export function BilingualField({
  label,
  multiline,
  value,
  optional,
  onChange,
  errors,
}: BilingualFieldProps) {
  const id = useId();
  const { t } = useTranslation(NAMESPACE);
  const text = value ?? { en: '', hi: '' };
  const change = (language: 'en' | 'hi', typed: string) => {
    const next = { ...text, [language]: typed };
    // An optional text left empty in both languages is no text at all.
    onChange(optional && next.en === '' && next.hi === '' ? undefined : next);
  };
  const input = (language: 'en' | 'hi') => {
    const inputId = `${id}-${language}`;
    const error = errors[language];
    const props = {
      id: inputId,
      lang: language,
      value: text[language],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${inputId}-error` : undefined,
    };
    return (
      <div className={`${keeper.field} ${styles.field}`}>
        <label htmlFor={inputId}>
          {label} · {t(language === 'en' ? 'content.editor.english' : 'content.editor.hindi')}
        </label>
        {multiline ? (
          <textarea {...props} onChange={(event) => change(language, event.target.value)} />
        ) : (
          <input
            {...props}
            type="text"
            onChange={(event) => change(language, event.target.value)}
          />
        )}
        <FieldErrorText id={`${inputId}-error`} error={error} />
      </div>
    );
  };
  return (
    <fieldset className={styles.bilingual}>
      <legend>{label}</legend>
      {input('en')}
      {input('hi')}
      <FieldErrorText id={`${id}-error`} error={errors.both} />
    </fieldset>
  );
}
