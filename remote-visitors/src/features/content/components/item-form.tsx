import {
  useTranslation,
  type ContentKind,
  type DayHours,
  type FestivalOccurrence,
  type HoursSession,
  type WeeklyHours,
  type Weekday,
} from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import { todayInIndia } from '../../../utils/india-time';
import { valueAt, withValueAt, type FieldPath } from '../utils/field-path';
import { FIELD_SPECS, rowSpecs, rowsOf, type FieldSpec } from '../utils/field-specs';
import { BilingualField } from './bilingual-field';
import { DaySessionsField } from './day-sessions-field';
import { FieldErrorText, type FieldError } from './field-error';
import { OccurrencesField } from './occurrences-field';
import { PlainField } from './plain-field';
import { RepeatableField } from './repeatable-field';
import { SessionField } from './session-field';
import { WeekdaysField } from './weekdays-field';
import { WeeklyHoursField } from './weekly-hours-field';
import styles from './content.module.css';

interface ItemFormProps<T> {
  kind: ContentKind;
  data: T;
  onChange: (data: T) => void;
  /** The error shown at a field's path, if any. */
  errorAt: (path: FieldPath) => FieldError | null;
}

/**
 * The label of a field, from its path: `coordinates.latitude` →
 * `fields.coordinates_latitude`; a list row's field drops its row number
 * (`exceptions.0.date` → `fields.exceptions_date`), and a row that is itself
 * the field is its list's `item` (`amenities.0` → `fields.amenities_item`).
 */
export const fieldKey = (path: FieldPath) =>
  `content.fields.${path
    .replace(/\.\d+$/, '.item')
    .replace(/\.\d+/g, '')
    .replace(/\./g, '_')}`;

/** The id of an error said at a group of inputs (one form is shown at a time). */
const errorId = (path: FieldPath) => `content-error-${path.replace(/\./g, '-')}`;

/** Every field of an item of `kind`, each with the control its type calls for. */
export function ItemForm<T>({ kind, data, onChange, errorAt }: ItemFormProps<T>) {
  const { t } = useTranslation(NAMESPACE);
  const set = (path: FieldPath) => (value: unknown) => onChange(withValueAt(data, path, value));
  const field = (spec: FieldSpec, dayName?: string) => {
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
      case 'day-hours':
        return (
          <div key={spec.path} role="group" aria-label={label} className={styles.rows}>
            <DaySessionsField
              day={dayName ?? label}
              value={(value ?? { morning: null, evening: null }) as DayHours}
              onChange={set(spec.path)}
              errorAt={(session) => errorAt(`${spec.path}.${session}`)}
            />
            <FieldErrorText id={errorId(spec.path)} error={errorAt(spec.path)} />
          </div>
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
      case 'weekdays':
        return (
          <WeekdaysField
            key={spec.path}
            label={label}
            value={value as Weekday[] | undefined}
            onChange={set(spec.path)}
            error={errorAt(spec.path)}
          />
        );
      case 'list': {
        const rowLabel = (index: number) =>
          t(`content.rows.${spec.path}.row`, { number: index + 1 });
        const rows = rowsOf(data, spec);
        return (
          <RepeatableField
            key={spec.path}
            label={label}
            value={rows}
            onChange={set(spec.path)}
            newRow={() => spec.newRow?.(todayInIndia(new Date()))}
            maxRows={spec.maxRows ?? 100}
            rowLabel={rowLabel}
            addLabel={t(`content.rows.${spec.path}.add`)}
            removeLabel={(index) => t(`content.rows.${spec.path}.remove`, { number: index + 1 })}
            emptyText={t(`content.rows.${spec.path}.empty`)}
            error={errorAt(spec.path)}
            renderRow={(index) => (
              <>
                <FieldErrorText
                  id={errorId(`${spec.path}.${index}`)}
                  error={errorAt(`${spec.path}.${index}`)}
                />
                {rowSpecs(spec, index, rows[index]).map((inner) => field(inner, rowLabel(index)))}
              </>
            )}
          />
        );
      }
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
  return <>{FIELD_SPECS[kind].map((spec) => field(spec))}</>;
}
