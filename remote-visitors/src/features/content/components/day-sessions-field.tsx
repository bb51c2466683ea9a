import { useTranslation, type DayHours } from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import { SESSIONS, USUAL_SESSIONS } from '../utils/field-specs';
import type { FieldError } from './field-error';
import { SessionField } from './session-field';

interface DaySessionsFieldProps {
  /** The day's name ("Monday", "Dated change 1"), read before each session's labels. */
  day: string;
  value: DayHours;
  onChange: (value: DayHours) => void;
  /** An error at `morning` or `evening`. */
  errorAt: (session: (typeof SESSIONS)[number]) => FieldError | null;
}

/** One day's hours: a morning and an evening session, each open or not. */
export function DaySessionsField({ day, value, onChange, errorAt }: DaySessionsFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      {SESSIONS.map((session) => (
        <SessionField
          key={session}
          label={t('content.hours.session', { day, session: t(`content.hours.${session}`) })}
          openLabel={`${t(`content.hours.${session}`)}: ${t('content.hours.open')}`}
          opensLabel={t('content.hours.opens')}
          closesLabel={t('content.hours.closes')}
          value={value[session]}
          fallback={USUAL_SESSIONS[session]}
          onChange={(next) => onChange({ ...value, [session]: next })}
          error={errorAt(session)}
        />
      ))}
    </>
  );
}
