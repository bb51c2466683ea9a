import { useId, useState, type FormEvent } from 'react';
import { RIGHTS_TEXT_MAX, type KeeperApi } from '@pawapuri/shared';
import { errorAt, formFailure, type FormFailure } from '../../../keeper/form-failure';
import { FormAlert } from '../../../keeper/form-alert';
import { TextAreaField } from '../../../keeper/text-area-field';
import styles from '../../../keeper/keeper.module.css';

type Kind = 'correction' | 'erasure';

/** Asks the owners for a correction or an erasure of the keeper's own data. */
export function AskRightsForm({ api, onAsked }: { api: KeeperApi; onAsked: () => void }) {
  const kindId = useId();
  const [kind, setKind] = useState<Kind>('correction');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    if (!text.trim()) {
      return setFailure({ field: 'request', message: 'Say what should be corrected or erased.' });
    }
    setBusy(true);
    setFailure(null);
    try {
      await api.askRights({ kind, request: text.trim() });
      setText('');
      setSent(true);
      onAsked();
    } catch (error) {
      // A refusal at `kind` (too many waiting) is the form's to show: the choice is not wrong.
      setFailure(formFailure(error, ['request']));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Ask for a correction or an erasure"
    >
      <div className={styles.field}>
        <label htmlFor={kindId}>What you ask for</label>
        <select id={kindId} value={kind} onChange={(event) => setKind(event.target.value as Kind)}>
          <option value="correction">Correct my data</option>
          <option value="erasure">Erase my data</option>
        </select>
      </div>
      <TextAreaField
        label={kind === 'correction' ? 'What is wrong, and what it should say' : 'What to erase'}
        value={text}
        onChange={setText}
        maxLength={RIGHTS_TEXT_MAX}
        error={errorAt(failure, 'request')}
      />
      <p className={styles.hint}>
        An owner answers; the time they take is recorded. The audit log keeps its entries for a
        year, as the law asks, even after an erasure.
      </p>
      <div className={styles.actions}>
        <button className={`${styles.button} ${styles.primary}`} type="submit" disabled={busy}>
          {busy ? 'Sending…' : 'Send the request'}
        </button>
        <FormAlert failure={failure} />
        <p role="status" className={styles.status}>
          {sent ? 'Your request is sent.' : ''}
        </p>
      </div>
    </form>
  );
}
