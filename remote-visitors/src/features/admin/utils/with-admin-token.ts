import { ApiError, clearAdminToken, readAdminToken, saveAdminToken } from '@pawapuri/shared';

/** Asks the keeper for the token; null when they cancel. `refused`: a saved token was turned down. */
export type AskToken = (refused: boolean) => Promise<string | null>;

/** The keeper cancelled the token dialog; the call was not made. */
export class TokenCancelledError extends Error {
  override readonly name = 'TokenCancelledError';
  constructor() {
    super('The admin token was not given');
  }
}

function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * Runs an admin call. On 401 it asks for the token, keeps it for the browser
 * session (the shared client sends it from there) and retries; a refused
 * token is dropped and asked for again, until a call passes or the keeper
 * cancels. Any other failure is passed on unchanged.
 */
export async function withAdminToken<T>(call: () => Promise<T>, askToken: AskToken): Promise<T> {
  for (;;) {
    try {
      return await call();
    } catch (error) {
      if (!isUnauthorized(error)) throw error;
      const refused = readAdminToken() !== null;
      // A token the API turned down must not be sent again, even after Cancel.
      clearAdminToken();
      const token = await askToken(refused);
      if (token === null) throw new TokenCancelledError();
      saveAdminToken(token);
    }
  }
}
