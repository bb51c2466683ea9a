import { useState, type FormEvent } from 'react';
import type { KeeperAccount, KeeperApi, SetPasswordLinkResponse } from '@pawapuri/shared';
import { formFailure, type FormFailure } from '../../../keeper/form-failure';
import { ConfirmActions } from '../../../keeper/confirm-actions';
import { OwnerPasswordField } from '../../../keeper/owner-password-field';
import styles from '../../../keeper/keeper.module.css';

interface ResetLinkFormProps {
  api: KeeperApi;
  account: KeeperAccount;
  onIssued: (link: SetPasswordLinkResponse) => void;
  onCancel: () => void;
}

/**
 * A new set-password link for one account, asked for with the owner's own
 * password again. An account with a password gets it by email when mail is
 * set up; otherwise it is shown here once.
 */
export function ResetLinkForm({ api, account, onIssued, onCancel }: ResetLinkFormProps) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setFailure({ field: 'password', message: 'Enter your password.' });
    setBusy(true);
    setFailure(null);
    try {
      onIssued(await api.resetAccount(account.id, { password }));
    } catch (error) {
      setFailure(formFailure(error, ['password']));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`New set-password link for ${account.displayName}`}
    >
      <OwnerPasswordField value={password} onChange={setPassword} failure={failure} />
      {failure && failure.field !== 'password' ? (
        <p role="alert" className={styles.error}>
          {failure.message}
        </p>
      ) : null}
      <ConfirmActions submitLabel="Issue link" busy={busy} onCancel={onCancel} />
    </form>
  );
}
