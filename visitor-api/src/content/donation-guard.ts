import type { FastifyRequest } from 'fastify';
import { DONATION_ITEM_ID } from '@pawapuri/shared/contract';
import type { ContentKind } from '@pawapuri/shared/contract/types';
import { HttpError } from '../http/http-error';
import { passwordMatches } from '../keepers/password-hash';

/**
 * The donation details decide where pilgrims' money goes, so only an owner
 * edits them; and publishing, unpublishing or restoring them asks for the
 * owner's own password again, signed in (an API key or a session left open
 * cannot do it alone, nor a script running on a keeper page).
 */
export async function guardDonation(
  request: FastifyRequest,
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
  if (actor?.account.role !== 'owner') {
    throw new HttpError(403, 'Only an owner may change the donation details', 'authorization');
  }
  if (!asksPassword) return;
  if (password === undefined) {
    throw new HttpError(403, 'Changing the donation details needs your password again', 'password');
  }
  const self =
    actor.via === 'session'
      ? await request.server.keepers.store.findAccount({ id: actor.account.id })
      : null;
  if (!self || !(await passwordMatches(self.password_hash, password))) {
    throw new HttpError(
      403,
      'Changing the donation details needs your own password, signed in',
      'password',
    );
  }
}
