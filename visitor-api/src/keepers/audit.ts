import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '@pawapuri/shared/contract/types';
import { minimiseIpAddress } from '../common/privacy/minimise-ip';
import { viaLabel, type Actor } from './actor';

export type AuditDetail = Record<string, string | number | boolean>;

/**
 * Writes one audit entry: what, who (the actor, or for a failed sign-in the
 * email given), how, when and from which network (the client address cut as
 * visits' addresses are: /24 or /48).
 */
export async function audit(
  request: FastifyRequest,
  action: AuditAction,
  detail: AuditDetail = {},
  who: Actor | { email: string; via?: string } | null = request.keeper,
): Promise<void> {
  const actor =
    who === null
      ? { actor_id: null, actor: null, via: 'none' }
      : 'account' in who
        ? {
            actor_id: who.account.id === 0 ? null : who.account.id,
            actor: who.account.email,
            via: viaLabel(who),
          }
        : { actor_id: null, actor: who.email, via: who.via ?? 'session' };
  await request.server.keepers.store.insertAuditEntry({
    at: request.server.clock(),
    action,
    ...actor,
    network: minimiseIpAddress(request.ip),
    detail: JSON.stringify(detail),
  });
}
