import type { Database } from '../../common/db/database';
import { countAccounts } from './count-accounts';
import { deleteSessions } from './delete-sessions';
import { findAccount } from './find-account';
import { findApiKey } from './find-api-key';
import { findPasswordLink } from './find-password-link';
import { findSession } from './find-session';
import { insertAccount } from './insert-account';
import { insertApiKey } from './insert-api-key';
import { insertAuditEntry } from './insert-audit-entry';
import { insertPasswordLink } from './insert-password-link';
import { insertSession } from './insert-session';
import { listAccounts } from './list-accounts';
import { listApiKeys } from './list-api-keys';
import { purgeAuditBefore } from './purge-audit';
import { listSessions } from './list-sessions';
import { auditAbout } from './audit-about';
import { apiKeysMadeBy } from './api-keys-made-by';
import { revokeApiKeysOf } from './revoke-api-keys-of';
import { searchAudit } from './search-audit';
import { streamAudit } from './stream-audit';
import { touchSession } from './touch-session';
import { updateAccount } from './update-account';
import { updateApiKey } from './update-api-key';
import { usePasswordLink } from './use-password-link';

type Bound<F> = F extends (database: Database, ...rest: infer A) => infer R
  ? (...rest: A) => R
  : never;

const QUERIES = {
  countAccounts,
  deleteSessions,
  findAccount,
  findApiKey,
  findPasswordLink,
  findSession,
  insertAccount,
  insertApiKey,
  insertAuditEntry,
  insertPasswordLink,
  insertSession,
  listAccounts,
  listApiKeys,
  purgeAuditBefore,
  listSessions,
  auditAbout,
  apiKeysMadeBy,
  revokeApiKeysOf,
  searchAudit,
  streamAudit,
  touchSession,
  updateAccount,
  updateApiKey,
  usePasswordLink,
};

/** The keeper tables' queries, each bound to one store. */
export type KeeperStore = { [K in keyof typeof QUERIES]: Bound<(typeof QUERIES)[K]> };

export function createKeeperStore(database: Database): KeeperStore {
  const bound = Object.entries(QUERIES).map(([name, query]) => [
    name,
    (...args: unknown[]) =>
      (query as (db: Database, ...rest: unknown[]) => unknown)(database, ...args),
  ]);
  return Object.fromEntries(bound) as KeeperStore;
}
