import { WEEKDAYS, useTranslation, type DayHours, type WeeklyHours } from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import { SESSIONS } from '../utils/field-specs';
import type { FieldError } from './field-error';
import { SessionField } from './session-field';
import styles from './content.module.css';

const USUAL: Record<(typeof SESSIONS)[number], { opens: string; closes: string }> = {
  morning: { opens: '05:00', closes: '12:00' },
  evening: { opens: '16:00', closes: '21:00' },
};

/** The week a place keeps when hours are first switched on: every day, both sessions. */
const usualWeek = (): WeeklyHours =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, { ...USUAL }])) as WeeklyHours;

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
  const setDay = (day: (typeof WEEKDAYS)[number], hours: DayHours) =>
    value && onChange({ ...value, [day]: hours });
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
              {SESSIONS.map((session) => {
                const name = t('content.hours.session', {
                  day: t(`content.hours.weekday.${day}`),
                  session: t(`content.hours.${session}`),
                });
                return (
                  <SessionField
                    key={session}
                    label={name}
                    openLabel={`${t(`content.hours.${session}`)}: ${t('content.hours.open')}`}
                    opensLabel={t('content.hours.opens')}
                    closesLabel={t('content.hours.closes')}
                    value={value[day][session]}
                    fallback={USUAL[session]}
                    onChange={(next) => setDay(day, { ...value[day], [session]: next })}
                    error={errorAt(`${day}.${session}`)}
                  />
                );
              })}
            </fieldset>
          ))
        : null}
    </fieldset>
  );
}
