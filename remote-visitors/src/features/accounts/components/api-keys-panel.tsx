import { useCallback, useState, type FormEvent } from 'react';
import {
  useRequest,
  type ApiKeyCreatedResponse,
  type KeeperApi,
  type KeeperRole,
} from '@pawapuri/shared';
import { errorAt, formFailure, type FormFailure } from '../../../keeper/form-failure';
import { FormAlert } from '../../../keeper/form-alert';
import { OneTimeSecret } from '../../../keeper/one-time-secret';
import { ROLE_NAMES } from '../../../keeper/role-can';
import { OwnerPasswordField } from '../../../keeper/owner-password-field';
import { RoleSelect } from '../../../keeper/role-select';
import { TextField } from '../../../keeper/text-field';
import styles from '../../../keeper/keeper.module.css';
import { TableScroller } from '../../../keeper/table-scroller';

const when = (at: string | null) => (at === null ? '—' : new Date(at).toLocaleString('en-IN'));

/** API keys for scripts: create one (its secret shown once), list them, revoke one. */
export function ApiKeysPanel({ api }: { api: KeeperApi }) {
  const fetcher = useCallback((signal: AbortSignal) => api.apiKeys(signal), [api]);
  const list = useRequest(fetcher, { onError: (error) => console.error('API keys', error) });
  const [name, setName] = useState('');
  const [role, setRole] = useState<KeeperRole>('analyst');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [created, setCreated] = useState<ApiKeyCreatedResponse | null>(null);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setFailure({ field: 'name', message: 'Say what will use the key.' });
    if (!password) return setFailure({ field: 'password', message: 'Enter your password.' });
    setBusy(true);
    setFailure(null);
    try {
      setCreated(await api.createApiKey({ name: name.trim(), role, password }));
      setName('');
      setPassword('');
      list.reload();
    } catch (error) {
      setFailure(formFailure(error, ['name', 'role', 'password']));
    } finally {
      setBusy(false);
    }
  };
  const revoke = async (id: number) => {
    setFailure(null);
    try {
      await api.revokeApiKey(id);
      list.reload();
    } catch (error) {
      setFailure(formFailure(error, []));
    }
  };

  return (
    <section className={styles.section} aria-labelledby="api-keys-heading">
      <h2 id="api-keys-heading">API keys</h2>
      <p>
        Scripts send a key as <code>Authorization: Bearer &lt;key&gt;</code>; it acts with its role.
      </p>
      <form
        className={styles.grid}
        onSubmit={(event) => void create(event)}
        noValidate
        aria-label="Create an API key"
      >
        <TextField
          label="Label (what uses it)"
          autoComplete="off"
          value={name}
          onChange={setName}
          error={errorAt(failure, 'name')}
        />
        <RoleSelect label="Key role" value={role} onChange={setRole} />
        <OwnerPasswordField value={password} onChange={setPassword} failure={failure} />
        <div className={styles.actions}>
          <button className={`${styles.button} ${styles.primary}`} type="submit" disabled={busy}>
            Create key
          </button>
        </div>
      </form>
      <FormAlert failure={failure} />
      {created ? (
        <OneTimeSecret
          heading={`New key “${created.key.name}”`}
          note="Copy it now: it is stored only as a hash and is not shown again."
          secret={created.secret}
          copyLabel="Copy key"
          onDone={() => setCreated(null)}
        />
      ) : null}
      {list.error !== null && list.data === null ? (
        <p role="alert" className={styles.error}>
          Could not load the API keys.
        </p>
      ) : null}
      {list.data ? (
        <TableScroller label="API keys table">
          <table className={styles.table}>
            <caption className={styles.caption}>Keys</caption>
            <thead>
              <tr>
                <th scope="col">Label</th>
                <th scope="col">Role</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {list.data.keys.length === 0 ? (
                <tr>
                  <td colSpan={5}>No API keys yet</td>
                </tr>
              ) : (
                list.data.keys.map((key) => (
                  <tr key={key.id}>
                    <th scope="row">{key.name}</th>
                    <td>{ROLE_NAMES[key.role]}</td>
                    <td>
                      {when(key.createdAt)} by {key.createdBy}
                    </td>
                    <td>{when(key.lastUsedAt)}</td>
                    <td>
                      {key.revokedAt !== null ? (
                        `Revoked ${when(key.revokedAt)}`
                      ) : (
                        <button
                          className={styles.button}
                          type="button"
                          aria-label={`Revoke ${key.name}`}
                          onClick={() => void revoke(key.id)}
                        >
                          Revoke
                        </button>
                      )}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </TableScroller>
      ) : null}
    </section>
  );
}
