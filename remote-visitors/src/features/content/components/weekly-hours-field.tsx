import { WEEKDAYS, useTranslation, type WeeklyHours } from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import { USUAL_SESSIONS } from '../utils/field-specs';
import { DaySessionsField } from './day-sessions-field';
import type { FieldError } from './field-error';
import styles from './content.module.css';

/** The week a place keeps when hours are first switched on: every day, both sessions. */
const usualWeek = (): WeeklyHours =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, { ...USUAL_SESSIONS }])) as WeeklyHours;

interface WeeklyHoursFieldProps {
  label: string;
  value: WeeklyHours | null;
  onChange: (value: WeeklyHours | null) => void;
  /** An error at `mon.evening` and the like, or at the whole week (key ''). */
  errorAt: (path: string) => FieldError | null;
}

/** A place's usual week: for each day, a morning and an evening session, or none. */
export function WeeklyHoursField({ label, value, onChange, errorAt }: WeeklyHoursFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <fieldset className={styles.group}>
      <legend>{label}</legend>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={value === null}
          onChange={(event) => onChange(event.target.checked ? null : usualWeek())}
        />
        {t('content.hours.none')}
      </label>
      {value !== null
        ? WEEKDAYS.map((day) => (
            <fieldset key={day} className={styles.group}>
              <legend>{t(`content.hours.weekday.${day}`)}</legend>
              <DaySessionsField
                day={t(`content.hours.weekday.${day}`)}
                value={value[day]}
                onChange={(hours) => onChange({ ...value, [day]: hours })}
                errorAt={(session) => errorAt(`${day}.${session}`)}
              />
            </fieldset>
          ))
        : null}
    </fieldset>
  );
}
