import { useCallback, useId, useState } from 'react';
import { useRequest, useTranslation, type Goal } from '@pawapuri/shared';
import { listEventNames, listGoals, removeGoal } from '../api/goals-api';
import { formFailure, type FormFailure } from '../../../keeper/form-failure';
import { FormAlert } from '../../../keeper/form-alert';
import { GoalForm } from './goal-form';
import { GoalList } from './goal-list';
import styles from './dashboard.module.css';
import goalStyles from './goals.module.css';
import { NAMESPACE } from '../../../i18n/register';

/** The goals as defined and the event names a goal may count, asked together. */
const readBoth = (signal: AbortSignal) =>
  Promise.all([listGoals(signal), listEventNames(signal)]).then(([goals, eventNames]) => ({
    goals: goals.goals,
    eventNames,
  }));

/**
 * Analysts and owners define the dashboard's goals: add one, see what each
 * counts, remove one (after a question). Each change redraws the dashboard.
 */
export function GoalEditor({ onChanged }: { onChanged: (removed?: number) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const fetcher = useCallback((signal: AbortSignal) => readBoth(signal), []);
  const { data, error, reload } = useRequest(fetcher);
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<FormFailure | null>(null);

  const remove = async (goal: Goal) => {
    setFailure(null);
    try {
      await removeGoal(goal.id);
      setSaid(t('goals.editor.removed', { name: goal.name }));
      reload();
      onChanged(goal.id);
    } catch (caught) {
      setFailure(formFailure(caught, []));
    }
  };

  return (
    <section id="goal-editor" className={styles.panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.panelTitle}>
        {t('goals.editor.title')}
      </h3>
      <p className={goalStyles.hint}>{t('goals.editor.hint')}</p>
      <p role="status">{said}</p>
      {error !== null && data === null && (
        <div role="alert">
          <p>{t('goals.editor.failed')}</p>
          <button type="button" className={styles.button} onClick={reload}>
            {t('goals.editor.retry')}
          </button>
        </div>
      )}
      {error === null && data === null && <p>{t('goals.editor.loading')}</p>}
      {data && (
        <>
          <GoalForm
            eventNames={data.eventNames}
            onAdded={(name) => {
              setSaid(t('goals.editor.added', { name }));
              reload();
              onChanged();
            }}
          />
          <h4>{t('goals.editor.list')}</h4>
          <FormAlert failure={failure} />
          {data.goals.length === 0 ? (
            <p>{t('goals.none')}</p>
          ) : (
            <GoalList goals={data.goals} onRemove={(goal) => void remove(goal)} />
          )}
        </>
      )}
    </section>
  );
}
