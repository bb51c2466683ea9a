import { useState, type FormEvent } from 'react';
import {
  ANNOTATION_TEXT_MAX,
  useTranslation,
  type Annotation,
  type DayRange,
} from '@pawapuri/shared';
import { addAnnotation, changeAnnotation, removeAnnotation } from '../api/annotations-api';
import { errorAt, formFailure, type FormFailure } from '../../../keeper/form-failure';
import { FormAlert } from '../../../keeper/form-alert';
import { TextField } from '../../../keeper/text-field';
import { useAnnotationText } from './annotation-markers';
import styles from './dashboard.module.css';
import keeperStyles from '../../../keeper/keeper.module.css';
import { NAMESPACE } from '../../../i18n/register';

const FIELDS = ['day', 'text'] as const;

/**
 * Analysts and owners note what happened on a day (a message sent to the
 * groups, a road closed): add, change, remove. The festivals of the range
 * are listed too, read-only (they come from the site content).
 */
export function NotesPanel({
  range,
  annotations,
  onChanged,
}: {
  range: DayRange;
  annotations: readonly Annotation[];
  onChanged: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const describe = useAnnotationText();
  const [editing, setEditing] = useState<string | null>(null);
  const [day, setDay] = useState(range.to);
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      setEditing(null);
      setText('');
      onChanged();
    } catch (error) {
      setFailure(formFailure(error, FIELDS));
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    void run(() =>
      editing ? changeAnnotation(editing, { day, text }) : addAnnotation({ day, text }),
    );
  };

  return (
    <section className={styles.panel} aria-labelledby="notes-title">
      <h3 id="notes-title" className={styles.panelTitle}>
        {t('notes.panelTitle')}
      </h3>
      <p>{t('notes.panelHint')}</p>
      <form className={keeperStyles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('notes.day')}
          type="date"
          value={day}
          onChange={setDay}
          required
          error={errorAt(failure, 'day')}
        />
        <TextField
          label={t('notes.text')}
          value={text}
          onChange={setText}
          maxLength={ANNOTATION_TEXT_MAX}
          required
          error={errorAt(failure, 'text')}
        />
        <div className={keeperStyles.actions}>
          <button type="submit" className={styles.button} aria-disabled={busy}>
            {editing ? t('notes.save') : t('notes.add')}
          </button>
          {editing && (
            <button type="button" className={styles.linkButton} onClick={() => setEditing(null)}>
              {t('notes.cancel')}
            </button>
          )}
        </div>
        <FormAlert failure={failure} />
      </form>
      {annotations.length === 0 ? (
        <p>{t('notes.none')}</p>
      ) : (
        <ul className={styles.noteList}>
          {annotations.map((annotation) => (
            <li key={annotation.id}>
              <span>{describe(annotation)}</span>
              {annotation.kind === 'note' && (
                <>
                  <button
                    type="button"
                    className={styles.linkButton}
                    aria-label={`${t('notes.edit')}: ${describe(annotation)}`}
                    onClick={() => {
                      setEditing(annotation.id);
                      setDay(annotation.day);
                      setText(annotation.text);
                    }}
                  >
                    {t('notes.edit')}
                  </button>
                  <button
                    type="button"
                    className={styles.linkButton}
                    aria-label={`${t('notes.remove')}: ${describe(annotation)}`}
                    onClick={() => void run(() => removeAnnotation(annotation.id))}
                  >
                    {t('notes.remove')}
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
