import { useState, type FormEvent } from 'react';
import type { KeeperAccount, KeeperApi, KeeperRole } from '@pawapuri/shared';
import { formFailure, type FormFailure } from '../../../keeper/form-failure';
import { ConfirmActions } from '../../../keeper/confirm-actions';
import { OwnerPasswordField } from '../../../keeper/owner-password-field';
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
      <OwnerPasswordField value={password} onChange={setPassword} failure={failure} />
      {failure && failure.field !== 'password' ? (
        <p role="alert" className={styles.error}>
          {failure.message}
        </p>
      ) : null}
      <ConfirmActions submitLabel="Change role" busy={busy} onCancel={onCancel} />
    </form>
  );
}
