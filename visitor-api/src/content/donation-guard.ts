import type { FastifyReply, FastifyRequest } from 'fastify';
import { DONATION_ITEM_ID } from '@pawapuri/shared/contract';
import type { ContentKind } from '@pawapuri/shared/contract/types';
import { HttpError } from '../common/http/http-error';
import { requireOwnerPresent } from '../keepers/owner-present';

/**
 * The donation details decide where pilgrims' money goes, so only an owner
 * edits them; and publishing, unpublishing or restoring them asks for the
 * owner's own password again, signed in (an API key or a session left open
 * cannot do it alone, nor a script running on a keeper page).
 */
export async function guardDonation(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: ContentKind,
  id: string,
  password: string | undefined,
  asksPassword: boolean,
): Promise<void> {
  if (kind !== 'donation') return;
  if (id !== DONATION_ITEM_ID) {
    throw new HttpError(404, `The donation details are the one item "${DONATION_ITEM_ID}"`, 'id');
  }
  const actor = request.keeper;
  if (actor?.account.role !== 'owner' || actor.via !== 'session') {
    throw new HttpError(
      403,
      'Only an owner, signed in with their own account, may change the donation details (never a key)',
      'authorization',
    );
  }
  if (!asksPassword) return;
  await requireOwnerPresent(request, reply, password, 'Changing the donation details');
}
