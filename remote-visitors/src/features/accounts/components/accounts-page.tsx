import { keeperApi, type KeeperApi, usePageMeta } from '@pawapuri/shared';
import { KeeperGate } from '../../../keeper/keeper-gate';
import { roleCan } from '../../../keeper/role-can';
import { AccountsPanel } from './accounts-panel';
import { ApiKeysPanel } from './api-keys-panel';
import { AuditPanel } from './audit-panel';
import { MailReportsPanel } from './mail-reports-panel';
import { RightsRequestsPanel } from './rights-requests-panel';
import styles from '../../../keeper/keeper.module.css';

/** The owners' page: keeper accounts, rights requests, API keys, report emails and the audit log. */
export function AccountsPage({ api = keeperApi }: { api?: KeeperApi }) {
  const { title } = usePageMeta();
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <KeeperGate api={api}>
        {({ keeper }) =>
          roleCan(keeper.role, 'accounts.manage') ? (
            <>
              <AccountsPanel api={api} />
              <RightsRequestsPanel api={api} />
              {roleCan(keeper.role, 'api-keys.manage') ? <ApiKeysPanel api={api} /> : null}
              {roleCan(keeper.role, 'mail.manage') ? <MailReportsPanel api={api} /> : null}
              {roleCan(keeper.role, 'audit.read') ? <AuditPanel api={api} /> : null}
            </>
          ) : (
            <p className={styles.status}>
              Only owners manage keeper accounts, API keys and the audit log.
            </p>
          )
        }
      </KeeperGate>
    </article>
  );
}
