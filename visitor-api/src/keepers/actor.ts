import type { KeeperAccount, KeeperRole } from '@pawapuri/shared/contract/types';
import type { AccountRow } from './store/account-row';
import type { SessionRecord } from './session-store';

/** Who is making a keeper call, and how they proved it. */
export interface Actor {
  account: KeeperAccount;
  /**
   * `session`: a signed-in browser; `api-key`: a script; `local`: this
   * machine, before any account exists.
   */
  via: 'session' | 'api-key' | 'local';
  session?: { idHash: string; record: SessionRecord };
  apiKeyId?: number;
}

export function toKeeperAccount(row: AccountRow): KeeperAccount {
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    role: row.role as KeeperRole,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    disabledAt: row.disabled_at === null ? null : new Date(Number(row.disabled_at)).toISOString(),
    hasPassword: row.password_hash !== null,
  };
}

/** An actor that is not a keeper account (an API key, this machine). */
export function standIn(label: string, displayName: string, role: KeeperRole): KeeperAccount {
  return {
    id: 0,
    email: label,
    displayName,
    role,
    createdAt: new Date(0).toISOString(),
    disabledAt: null,
    hasPassword: false,
  };
}

/** How the audit log names the actor's means: `session`, `api-key:<id>`, `local`. */
export function viaLabel(actor: Actor): string {
  return actor.via === 'api-key' ? `api-key:${actor.apiKeyId}` : actor.via;
}
