import type { KeeperStore } from '../keepers/store/keeper-store';

export interface CliOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** An audit entry for a command-line change: actor `command line`, via `cli`, no network. */
export async function record(
  store: KeeperStore,
  action:
    | 'account-created'
    | 'account-reset'
    | 'api-key-created'
    | 'donation-changed'
    | 'donation-cancelled',
  detail: Record<string, string | number>,
  now: number,
) {
  await store.insertAuditEntry({
    at: now,
    action,
    actor_id: null,
    actor: 'command line',
    via: 'cli',
    network: '',
    detail: JSON.stringify(detail),
  });
}
