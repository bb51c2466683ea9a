import type { FastifyRequest } from 'fastify';
import { HttpError } from '../common/http/http-error';
import { identify } from '../keepers/access';
import type { Actor } from '../keepers/actor';

/**
 * The keeper signed in in this browser, for calls about their own personal
 * data: 401 when nobody is, 403 for an API key (a script never carries a
 * person's data away or speaks for them).
 */
export async function signedInKeeper(request: FastifyRequest): Promise<Actor> {
  const actor = await identify(request);
  if (!actor) throw new HttpError(401, 'Not signed in', 'authorization');
  request.keeper = actor;
  if (!actor.session) {
    throw new HttpError(
      403,
      'Only a signed-in keeper acts on their own data, never an API key',
      'authorization',
    );
  }
  return actor;
}
