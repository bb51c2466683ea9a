import { useState, type FormEvent } from 'react';
import type { KeeperApi, KeeperRole, SetPasswordLinkResponse } from '@pawapuri/shared';
import { errorAt, formFailure, type FormFailure } from '../../../keeper/form-failure';
import { FormAlert } from '../../../keeper/form-alert';
import { OwnerPasswordField } from '../../../keeper/owner-password-field';
import { PrivacyNoticeLink } from '../../../keeper/privacy-notice-link';
import { RoleSelect } from '../../../keeper/role-select';
import { TextField } from '../../../keeper/text-field';
import styles from '../../../keeper/keeper.module.css';

interface InviteFormProps {
  api: KeeperApi;
  /** The account exists: show its one-time link. */
  onInvited: (link: SetPasswordLinkResponse) => void;
}

/**
 * Invite a keeper: email, name and role, with the owner's own password again;
 * the API answers a one-time set-password link.
 */
export function InviteForm({ api, onInvited }: InviteFormProps) {
  const [email, setEmail] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [role, setRole] = useState<KeeperRole>('analyst');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setFailure({ field: 'email', message: 'Enter their email address.' });
    if (!password) return setFailure({ field: 'password', message: 'Enter your password.' });
    setBusy(true);
    setFailure(null);
    try {
      const name = displayName.trim();
      onInvited(
        await api.invite({
          email: email.trim(),
          role,
          password,
          ...(name ? { displayName: name } : {}),
        }),
      );
      setEmail('');
      setDisplayName('');
      setPassword('');
    } catch (error) {
      setFailure(formFailure(error, ['email', 'displayName', 'role', 'password']));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.grid}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Invite a keeper"
    >
      <TextField
        label="Email address"
        type="email"
        autoComplete="off"
        value={email}
        onChange={setEmail}
        error={errorAt(failure, 'email')}
      />
      <TextField
        label="Name"
        autoComplete="off"
        value={displayName}
        onChange={setDisplayName}
        error={errorAt(failure, 'displayName')}
      />
      <RoleSelect label="Role" value={role} onChange={setRole} />
      <OwnerPasswordField value={password} onChange={setPassword} failure={failure} />
      <PrivacyNoticeLink>
        The site keeps the email address and name you give for them.
      </PrivacyNoticeLink>
      <div className={styles.actions}>
        <button className={`${styles.button} ${styles.primary}`} type="submit" disabled={busy}>
          {busy ? 'Inviting…' : 'Invite'}
        </button>
        <FormAlert failure={failure} />
      </div>
    </form>
  );
}
