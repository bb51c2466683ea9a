import { useId, useState, type FormEvent } from 'react';
import { EVENT_PROPERTY_VALUE_MAX, useTranslation, type EventNameList } from '@pawapuri/shared';
import { addGoal } from '../api/goals-api';
import { goalBody, type GoalForm as Fields } from '../utils/goal-body';
import { eventLabel } from '../utils/event-label';
import { errorAt, formFailure, type FormFailure } from '../../../keeper/form-failure';
import { FormAlert } from '../../../keeper/form-alert';
import { TextField } from '../../../keeper/text-field';
import styles from './dashboard.module.css';
import goalStyles from './goals.module.css';
import keeperStyles from '../../../keeper/keeper.module.css';
import { NAMESPACE } from '../../../i18n/register';

/** The fields each kind shows: a failure at another field belongs to the form. */
const FIELDS = {
  page: ['name', 'page'],
  event: ['name', 'event', 'property', 'value'],
} as const;
const NAME_MAX = 80;

/**
 * Adds a goal: a name and either a page (`*` for any characters) or one of
 * the known events, optionally with a property value. The API's refusal is
 * shown at the field it names.
 */
export function GoalForm({
  eventNames,
  onAdded,
}: {
  eventNames: EventNameList;
  onAdded: (name: string) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const known = [...eventNames.builtIn, ...eventNames.custom];
  const [fields, setFields] = useState<Fields>({
    name: '',
    kind: 'page',
    page: '',
    event: known[0] ?? '',
    property: '',
    value: '',
  });
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const eventId = useId();
  const set = (field: keyof Fields) => (value: string) =>
    setFields((previous) => ({ ...previous, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const body = goalBody(fields);
    try {
      await addGoal(body);
      setFields((previous) => ({ ...previous, name: '', page: '', property: '', value: '' }));
      onAdded(body.name);
    } catch (caught) {
      setFailure(formFailure(caught, FIELDS[fields.kind]));
    } finally {
      setBusy(false);
    }
  };
  const eventError = errorAt(failure, 'event');

  return (
    <form className={keeperStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('goals.editor.name')}
        value={fields.name}
        onChange={set('name')}
        maxLength={NAME_MAX}
        required
        error={errorAt(failure, 'name')}
      />
      <fieldset className={goalStyles.kinds}>
        <legend>{t('goals.editor.kind')}</legend>
        {(['page', 'event'] as const).map((kind) => (
          <label key={kind}>
            <input
              type="radio"
              name="goal-kind"
              value={kind}
              checked={fields.kind === kind}
              onChange={() => set('kind')(kind)}
            />{' '}
            {t(kind === 'page' ? 'goals.editor.kindPage' : 'goals.editor.kindEvent')}
          </label>
        ))}
      </fieldset>
      {fields.kind === 'page' ? (
        <TextField
          label={t('goals.editor.page')}
          value={fields.page}
          onChange={set('page')}
          placeholder="/stays/*"
          required
          error={errorAt(failure, 'page')}
        />
      ) : (
        <>
          <div className={`${keeperStyles.field} ${goalStyles.select}`}>
            <label htmlFor={eventId}>{t('goals.editor.event')}</label>
            <select
              id={eventId}
              value={fields.event}
              onChange={(change) => set('event')(change.target.value)}
              aria-invalid={eventError ? true : undefined}
              aria-describedby={eventError ? `${eventId}-error` : undefined}
            >
              {known.map((name) => (
                <option key={name} value={name}>
                  {eventLabel(name, t)} ({name})
                </option>
              ))}
            </select>
            {eventError && (
              <p id={`${eventId}-error`} role="alert" className={keeperStyles.error}>
                {eventError}
              </p>
            )}
          </div>
          <TextField
            label={t('goals.editor.property')}
            value={fields.property}
            onChange={set('property')}
            error={errorAt(failure, 'property')}
          />
          <TextField
            label={t('goals.editor.value')}
            value={fields.value}
            onChange={set('value')}
            maxLength={EVENT_PROPERTY_VALUE_MAX}
            error={errorAt(failure, 'value')}
          />
        </>
      )}
      <div className={keeperStyles.actions}>
        <button type="submit" className={styles.button} aria-disabled={busy}>
          {t('goals.editor.add')}
        </button>
      </div>
      <FormAlert failure={failure} />
    </form>
  );
}
