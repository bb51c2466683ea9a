import { useCallback, useState } from 'react';
import {
  useRequest,
  type KeeperAccount,
  type KeeperApi,
  type SetPasswordLinkResponse,
} from '@pawapuri/shared';
import { OneTimeSecret } from '../../../keeper/one-time-secret';
import { ROLE_NAMES } from '../../../keeper/role-can';
import { formFailure } from '../../../keeper/form-failure';
import { InviteForm } from './invite-form';
import { RoleChangeForm } from './role-change-form';
import { ResetLinkForm } from './reset-link-form';
import styles from '../../../keeper/keeper.module.css';
import { TableScroller } from '../../../keeper/table-scroller';

function standing(account: KeeperAccount): string {
  if (account.disabledAt !== null) return 'Disabled';
  return account.hasPassword ? 'Active' : 'Invited (no password yet)';
}

/** Every keeper account: invite, change a role, disable or enable, a new set-password link. */
export function AccountsPanel({ api }: { api: KeeperApi }) {
  const fetcher = useCallback((signal: AbortSignal) => api.accounts(signal), [api]);
  const list = useRequest(fetcher, { onError: (error) => console.error('Accounts', error) });
  const [link, setLink] = useState<SetPasswordLinkResponse | null>(null);
  const [changing, setChanging] = useState<number | null>(null);
  const [resetting, setResetting] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const act = async (call: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await call();
      list.reload();
    } catch (error) {
      setProblem(formFailure(error, []).message);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="accounts-heading">
      <h2 id="accounts-heading">Accounts</h2>
      <h3>Invite a keeper</h3>
      <InviteForm
        api={api}
        onInvited={(invited) => {
          setLink(invited);
          list.reload();
        }}
      />
      {link?.emailed ? (
        <p role="status" className={styles.status}>
          A set-password link went to {link.account.email}, their own address. It works once, until{' '}
          {new Date(link.expiresAt).toLocaleString('en-IN')}.
        </p>
      ) : null}
      {link?.link ? (
        <OneTimeSecret
          heading={`Set-password link for ${link.account.email}`}
          note={`Pass this link on to ${link.account.displayName}. It works once, until ${new Date(link.expiresAt).toLocaleString('en-IN')}, and is not shown again.`}
          secret={link.link}
          copyLabel="Copy link"
          onDone={() => setLink(null)}
        />
      ) : null}
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
      {list.error !== null && list.data === null ? (
        <p role="alert" className={styles.error}>
          Could not load the accounts.
        </p>
      ) : null}
      {list.data === null && list.error === null ? (
        <p role="status" className={styles.status}>
          Loading accounts…
        </p>
      ) : null}
      {list.data ? (
        <TableScroller label="Keeper accounts table">
          <table className={styles.table}>
            <caption className={styles.caption}>Every keeper account</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.data.accounts.map((account) => (
                <tr key={account.id}>
                  <th scope="row">{account.displayName}</th>
                  <td>{account.email}</td>
                  <td>{ROLE_NAMES[account.role]}</td>
                  <td>{standing(account)}</td>
                  <td>
                    {changing === account.id ? (
                      <RoleChangeForm
                        api={api}
                        account={account}
                        onChanged={() => {
                          setChanging(null);
                          list.reload();
                        }}
                        onCancel={() => setChanging(null)}
                      />
                    ) : resetting === account.id ? (
                      <ResetLinkForm
                        api={api}
                        account={account}
                        onIssued={(issued) => {
                          setResetting(null);
                          setLink(issued);
                        }}
                        onCancel={() => setResetting(null)}
                      />
                    ) : (
                      <div className={styles.actions}>
                        <button
                          className={styles.button}
                          type="button"
                          aria-label={`Change role of ${account.displayName}`}
                          onClick={() => setChanging(account.id)}
                        >
                          Change role
                        </button>
                        <button
                          className={styles.button}
                          type="button"
                          aria-label={`${account.disabledAt === null ? 'Disable' : 'Enable'} ${account.displayName}`}
                          onClick={() =>
                            void act(() =>
                              account.disabledAt === null
                                ? api.disableAccount(account.id)
                                : api.enableAccount(account.id),
                            )
                          }
                        >
                          {account.disabledAt === null ? 'Disable' : 'Enable'}
                        </button>
                        <button
                          className={styles.button}
                          type="button"
                          aria-label={`New set-password link for ${account.displayName}`}
                          onClick={() => setResetting(account.id)}
                        >
                          New password link
                        </button>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      ) : null}
    </section>
  );
}
