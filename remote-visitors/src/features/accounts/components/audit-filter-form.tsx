import { useId, useState, type FormEvent } from 'react';
import { AUDIT_ACTIONS, type AuditAction, type AuditFilter } from '@pawapuri/shared';
import { TextField } from '../../../keeper/text-field';
import styles from '../../../keeper/keeper.module.css';

/** The filter as typed: empty fields mean "any". */
export function filterOf(actor: string, action: string, from: string, to: string): AuditFilter {
  return {
    ...(actor.trim() ? { actor: actor.trim() } : {}),
    ...(action ? { action: action as AuditAction } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

/** Who (an email), which action, and from and to which day. */
export function AuditFilterForm({
  onApply,
  fieldError,
}: {
  onApply: (filter: AuditFilter) => void;
  /** The API's word on a field it refused. */
  fieldError: (field: string) => string | null;
}) {
  const actionId = useId();
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(filterOf(actor, action, from, to));
  };
  const clear = () => {
    setActor('');
    setAction('');
    setFrom('');
    setTo('');
    onApply({});
  };
  return (
    <form className={styles.grid} onSubmit={apply} noValidate aria-label="Filter the audit log">
      <TextField
        label="Keeper (email)"
        type="email"
        autoComplete="off"
        value={actor}
        onChange={setActor}
        error={fieldError('actor')}
      />
      <div className={styles.field}>
        <label htmlFor={actionId}>Action</label>
        <select id={actionId} value={action} onChange={(event) => setAction(event.target.value)}>
          <option value="">Any action</option>
          {AUDIT_ACTIONS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="From (day)"
        type="date"
        value={from}
        onChange={setFrom}
        error={fieldError('from')}
      />
      <TextField
        label="To (day)"
        type="date"
        value={to}
        onChange={setTo}
        error={fieldError('to')}
      />
      <div className={styles.actions}>
        <button className={`${styles.button} ${styles.primary}`} type="submit">
          Apply filters
        </button>
        <button className={styles.button} type="button" onClick={clear}>
          Clear
        </button>
      </div>
    </form>
  );
}
