import { ApiError } from '@pawapuri/shared';

/**
 * What the table says when a keeper call fails: a session that ended (401)
 * asks for a new sign-in, a role that may not (403) says so, in the API's words.
 */
export function keeperCallMessage(what: 'Search' | 'Export', failure: unknown): string {
  if (failure instanceof ApiError && failure.status === 401) {
    return `${what} failed: your session has ended. Reload the page to sign in again.`;
  }
  if (failure instanceof ApiError && failure.status === 403) {
    return `${what} refused: ${failure.message}`;
  }
  return `${what} failed`;
}
