import type { KeeperIdentity } from '@pawapuri/shared/contract/types';
import type { KeeperSettings } from '../../common/settings/config';
import type { Actor } from '../actor';

/** The answer of /me and of a sign-in: who, how, and (for a session) when it ends. */
export function identityOf(actor: Actor, settings: KeeperSettings): KeeperIdentity {
  const record = actor.session?.record;
  return {
    keeper: actor.account,
    via: actor.via,
    ...(record
      ? {
          idleExpiresAt: new Date(
            Math.min(record.expiresAt, record.lastSeenAt + settings.sessionIdleMs),
          ).toISOString(),
          expiresAt: new Date(record.expiresAt).toISOString(),
        }
      : {}),
  };
}
