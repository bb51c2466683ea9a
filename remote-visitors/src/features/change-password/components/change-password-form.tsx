import { useState, type FormEvent } from 'react';
import { keeperApi, type KeeperApi } from '@pawapuri/shared';
import { errorAt, formFailure, type FormFailure } from '../../../keeper/form-failure';
import { FormAlert } from '../../../keeper/form-alert';
import { PasswordField } from '../../../keeper/password-field';
import {
  longEnough,
  NEW_PASSWORD_HINT,
  NEW_PASSWORD_TOO_SHORT,
} from '../../../keeper/password-rules';
import styles from '../../../keeper/keeper.module.css';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** What the form can tell before asking the API; null when there is nothing to say. */
function checkLocally(current: string, next: string): FormFailure | null {
  if (!current) return { field: 'currentPassword', message: 'Enter your current password.' };
  if (!longEnough(next)) return { field: 'newPassword', message: NEW_PASSWORD_TOO_SHORT };
  if (next === current) {
    return { field: 'newPassword', message: 'Choose a password other than the current one.' };
  }
  return null;
}

interface ChangePasswordFormProps {
  api?: KeeperApi;
  /** The password is changed and every session has ended, this one too. */
  onChanged: () => void;
}

/** The current password and a new one; the API's refusals are shown at the field they name. */
export function ChangePasswordForm({ api = keeperApi, onChanged }: ChangePasswordFormProps) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = checkLocally(current, next);
    setFailure(local);
    if (local) return;
    setBusy(true);
    try {
      await api.changePassword({ currentPassword: current, newPassword: next });
      onChanged();
    } catch (error) {
      setFailure(formFailure(error, FIELDS));
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="change-password-heading">
      <h2 id="change-password-heading">Change your password</h2>
      <p>Every session of your account ends when it changes, on this device too.</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {/* For password managers: whose password this is. */}
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
          error={errorAt(failure, 'currentPassword')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          value={next}
          onChange={setNext}
          hint={NEW_PASSWORD_HINT}
          error={errorAt(failure, 'newPassword')}
        />
        <FormAlert failure={failure} />
        <p role="status" className={styles.status}>
          {busy ? 'Changing your password…' : ''}
        </p>
        <div className={styles.actions}>
          <button className={`${styles.button} ${styles.primary}`} type="submit" disabled={busy}>
            Change password
          </button>
        </div>
      </form>
    </section>
  );
}
