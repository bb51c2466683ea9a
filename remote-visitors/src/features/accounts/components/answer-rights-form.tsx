import { useId, useState, type FormEvent } from 'react';
import { RIGHTS_TEXT_MAX, type KeeperApi, type RightsRequest } from '@pawapuri/shared';
import { errorAt, formFailure, type FormFailure } from '../../../keeper/form-failure';
import { FormAlert } from '../../../keeper/form-alert';
import { TextAreaField } from '../../../keeper/text-area-field';
import styles from '../../../keeper/keeper.module.css';

type Outcome = 'done' | 'refused';

interface Props {
  api: KeeperApi;
  request: RightsRequest;
  onAnswered: (answer: RightsRequest) => void;
}

/** An owner answers one waiting rights request: done or refused, and what was done or why not. */
export function AnswerRightsForm({ api, request, onAnswered }: Props) {
  const outcomeId = useId();
  const [outcome, setOutcome] = useState<Outcome>('done');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      return setFailure({ field: 'answer', message: 'Say what was done, or why not.' });
    }
    setBusy(true);
    setFailure(null);
    try {
      onAnswered(await api.answerRights(request.id, { outcome, answer: text.trim() }));
    } catch (error) {
      setFailure(formFailure(error, ['answer']));
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`Answer request ${request.id} from ${request.email}`}
    >
      <div className={styles.field}>
        <label htmlFor={outcomeId}>Outcome</label>
        <select
          id={outcomeId}
          value={outcome}
          onChange={(event) => setOutcome(event.target.value as Outcome)}
        >
          <option value="done">Done</option>
          <option value="refused">Refused</option>
        </select>
      </div>
      <TextAreaField
        label={outcome === 'done' ? 'What was done' : 'Why not'}
        value={text}
        onChange={setText}
        maxLength={RIGHTS_TEXT_MAX}
        error={errorAt(failure, 'answer')}
      />
      <div className={styles.actions}>
        <button className={`${styles.button} ${styles.primary}`} type="submit" disabled={busy}>
          {busy ? 'Answering…' : 'Answer'}
        </button>
        <FormAlert failure={failure} />
      </div>
    </form>
  );
}
