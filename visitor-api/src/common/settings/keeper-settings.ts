/**
 * The keepers' settings, in a module of their own so that config.ts (which
 * assembles them) and derived-settings.ts (which reads them) share the type
 * without importing each other.
 */
export interface KeeperSettings {
  /** Origins keeper actions are accepted from (Origin, or Referer when there is none). */
  origins: string[];
  /** Keeper actions only from the standalone visitor remote (KEEPER_STANDALONE_ONLY). */
  standaloneOnly: boolean;
  /** The keeper pages' address (the standalone visitor remote's when standaloneOnly): set-password links point there. */
  siteUrl: string;
  /** The session cookie is `Secure` with the `__Host-` prefix (the keeper site is https). */
  secureCookie: boolean;
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** argon2 checks running at once, at most (past it: 503). */
  passwordChecksAtOnce: number;
  /** How long a new payee waits before pilgrims see it (unless a second owner approves). */
  payeeWaitMs: number;
}
