/** sessionStorage key under which the visitor's session id lives. */
export const VISITOR_SESSION_KEY = 'visitorSessionId';

/** A timestamp plus a random string, e.g. `1732300000000-k3j9x0q2ab`. */
export function newSessionId(now: number = Date.now(), random: () => number = Math.random): string {
  const suffix = random().toString(36).slice(2, 12).padEnd(10, '0');
  return `${now}-${suffix}`;
}

/**
 * The id of this browser tab's visit session: created on first use and kept in
 * sessionStorage, so it lasts until the tab closes. Where storage is blocked
 * the id still lives for the page (kept in memory).
 */
let memoryId: string | null = null;

export function getSessionId(storage: Storage | null = safeSessionStorage()): string {
  try {
    const existing = storage?.getItem(VISITOR_SESSION_KEY);
    if (existing) return existing;
    const created = memoryId ?? newSessionId();
    storage?.setItem(VISITOR_SESSION_KEY, created);
    memoryId = created;
    return created;
  } catch {
    memoryId ??= newSessionId();
    return memoryId;
  }
}

function safeSessionStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The id this tab has already, or null: never makes one (reading the notice
 * must not start a session).
 */
export function existingSessionId(storage: Storage | null = safeSessionStorage()): string | null {
  try {
    return storage?.getItem(VISITOR_SESSION_KEY) ?? memoryId;
  } catch {
    return memoryId;
  }
}

/** Forgets this tab's id (its visits were erased): the next visit starts a new session. */
export function forgetSessionId(storage: Storage | null = safeSessionStorage()): void {
  memoryId = null;
  try {
    storage?.removeItem(VISITOR_SESSION_KEY);
  } catch {
    // Storage blocked: the id lived in memory only, now forgotten.
  }
}
