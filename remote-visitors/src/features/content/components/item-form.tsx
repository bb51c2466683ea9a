import {
  useTranslation,
  type ContentKind,
  type FestivalOccurrence,
  type HoursSession,
  type WeeklyHours,
} from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import { valueAt, withValueAt, type FieldPath } from '../utils/field-path';
import { FIELD_SPECS, type FieldSpec } from '../utils/field-specs';
import { BilingualField } from './bilingual-field';
import type { FieldError } from './field-error';
import { OccurrencesField } from './occurrences-field';
import { PlainField } from './plain-field';
import { SessionField } from './session-field';
import { WeeklyHoursField } from './weekly-hours-field';

interface ItemFormProps<T> {
  kind: ContentKind;
  data: T;
  onChange: (data: T) => void;
  /** The error shown at a field's path, if any. */
  errorAt: (path: FieldPath) => FieldError | null;
}

/** The label of a field, from its path (`coordinates.latitude` → `fields.coordinates_latitude`). */
export const fieldKey = (path: FieldPath) => `content.fields.${path.replace(/\./g, '_')}`;

/** Every field of an item of `kind`, each with the control its type calls for. */
export function ItemForm<T>({ kind, data, onChange, errorAt }: ItemFormProps<T>) {
  const { t } = useTranslation(NAMESPACE);
  const set = (path: FieldPath) => (value: unknown) => onChange(withValueAt(data, path, value));
  const field = (spec: FieldSpec) => {
    const label = t(fieldKey(spec.path));
    const value = valueAt(data, spec.path);
    switch (spec.type) {
      case 'local-line':
      case 'local-prose':
        return (
          <BilingualField
            key={spec.path}
            label={label}
            multiline={spec.type === 'local-prose'}
            optional={spec.optional}
            value={value as { en: string; hi: string } | undefined}
            onChange={set(spec.path)}
            errors={{
              en: errorAt(`${spec.path}.en`),
              hi: errorAt(`${spec.path}.hi`),
              both: errorAt(spec.path),
            }}
          />
        );
      case 'weekly-hours':
        return (
          <WeeklyHoursField
            key={spec.path}
            label={label}
            value={(value ?? null) as WeeklyHours | null}
            onChange={set(spec.path)}
            errorAt={(inner) => errorAt(`${spec.path}.${inner}`) ?? null}
          />
        );
      case 'session':
        return (
          <SessionField
            key={spec.path}
            label={label}
            openLabel={t('content.hours.open')}
            opensLabel={t('content.hours.opens')}
            closesLabel={t('content.hours.closes')}
            value={(value ?? null) as HoursSession | null}
            fallback={{ opens: '06:00', closes: '21:00' }}
            onChange={set(spec.path)}
            error={errorAt(spec.path)}
          />
        );
      case 'occurrences':
        return (
          <OccurrencesField
            key={spec.path}
            label={label}
            value={(value ?? []) as FestivalOccurrence[]}
            onChange={set(spec.path)}
            error={errorAt(spec.path)}
          />
        );
      default:
        return (
          <PlainField
            key={spec.path}
            spec={spec}
            label={label}
            value={value}
            onChange={set(spec.path)}
            error={errorAt(spec.path)}
          />
        );
    }
  };
  return <>{FIELD_SPECS[kind].map(field)}</>;
}
