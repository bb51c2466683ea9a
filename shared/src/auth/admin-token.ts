/**
 * The keeper's admin token for search and export, kept for the browser
 * session only (never localStorage: it must not outlive the tab session).
 */
export const ADMIN_TOKEN_KEY = 'pawapuri.adminToken';

export function readAdminToken(storage: Storage = sessionStorage): string | null {
  try {
    return storage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function saveAdminToken(token: string, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(ADMIN_TOKEN_KEY, token);
  } catch {
    // Storage can be disabled (private mode); the token then lasts for this page only.
  }
}

export function clearAdminToken(storage: Storage = sessionStorage): void {
  try {
    storage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
