import { useEffect, useRef, useState } from 'react';
import { useTranslation, type Goal } from '@pawapuri/shared';
import { goalMatches } from '../utils/goal-body';
import styles from './dashboard.module.css';
import goalStyles from './goals.module.css';
import { NAMESPACE } from '../../../i18n/register';

/**
 * The goals defined, each with a remove button that asks first: the question
 * takes the row's place and the focus, and Cancel hands the focus back.
 */
export function GoalList({
  goals,
  onRemove,
}: {
  goals: readonly Goal[];
  onRemove: (goal: Goal) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [asking, setAsking] = useState<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const focus = useRef<string | null>(null);
  useEffect(() => {
    if (focus.current === null) return;
    list.current?.querySelector<HTMLButtonElement>(focus.current)?.focus();
    focus.current = null;
  }, [asking]);
  const ask = (id: number | null, target: string) => {
    focus.current = target;
    setAsking(id);
  };
  return (
    <ul ref={list} className={styles.noteList}>
      {goals.map((goal) => (
        <li key={goal.id}>
          {asking === goal.id ? (
            <span className={goalStyles.confirm}>
              <span>{t('goals.editor.confirm', { name: goal.name })}</span>
              <button
                type="button"
                className={styles.button}
                data-confirm
                onClick={() => {
                  setAsking(null);
                  onRemove(goal);
                }}
              >
                {t('goals.editor.confirmYes')}
              </button>
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => ask(null, `[data-remove="${goal.id}"]`)}
              >
                {t('goals.editor.cancel')}
              </button>
            </span>
          ) : (
            <>
              <span>
                <strong>{goal.name}</strong>: {goalMatches(goal, t)}
              </span>
              <button
                type="button"
                className={styles.linkButton}
                data-remove={goal.id}
                aria-label={t('goals.editor.removeGoal', { name: goal.name })}
                onClick={() => ask(goal.id, '[data-confirm]')}
              >
                {t('goals.editor.remove')}
              </button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
