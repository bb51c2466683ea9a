import { ApiError, saveAdminToken } from '@pawapuri/shared';

/** Runs an admin call; on 401 asks for the token once, keeps it for the session and retries. */
export async function withAdminToken<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    const token = window.prompt('Admin token');
    if (!token) throw error;
    saveAdminToken(token);
    return call();
  }
}
