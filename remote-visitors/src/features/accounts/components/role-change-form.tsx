import { useState, type FormEvent } from 'react';
import type { KeeperAccount, KeeperApi, KeeperRole } from '@pawapuri/shared';
import { errorAt, formFailure, type FormFailure } from '../../../keeper/form-failure';
import { PasswordField } from '../../../keeper/password-field';
import { RoleSelect } from '../../../keeper/role-select';
import styles from '../../../keeper/keeper.module.css';

interface RoleChangeFormProps {
  api: KeeperApi;
  account: KeeperAccount;
  onChanged: () => void;
  onCancel: () => void;
}

/** A new role for one account; the owner's own password is asked again before it changes. */
export function RoleChangeForm({ api, account, onChanged, onCancel }: RoleChangeFormProps) {
  const [role, setRole] = useState<KeeperRole>(account.role);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setFailure({ field: 'password', message: 'Enter your password.' });
    setBusy(true);
    setFailure(null);
    try {
      await api.changeRole(account.id, { role, password });
      onChanged();
    } catch (error) {
      setFailure(formFailure(error, ['role', 'password']));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`Change the role of ${account.displayName}`}
    >
      <RoleSelect label={`New role for ${account.displayName}`} value={role} onChange={setRole} />
      <PasswordField
        label="Your password (to confirm)"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={errorAt(failure, 'password')}
      />
      {failure && failure.field !== 'password' ? (
        <p role="alert" className={styles.error}>
          {failure.message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button className={`${styles.button} ${styles.primary}`} type="submit" disabled={busy}>
          Change role
        </button>
        <button className={styles.button} type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
