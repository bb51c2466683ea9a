import type { PasswordCheckGate } from './password-check-gate';
import type { KeeperStore } from './store/keeper-store';
import type { FailureStore } from './sign-in-throttle';
import type { SessionStore } from './session-store';

/** The keeper side of the API: its tables, where sessions and sign-in failures are kept. */
export interface Keepers {
  store: KeeperStore;
  sessions: SessionStore;
  failures: FailureStore;
  /** argon2 checks running at once (slowed-password-check.ts). */
  passwordChecks: PasswordCheckGate;
  /** Whether any keeper account exists (once one does, this machine loses its bootstrap access). */
  accountsExist(): Promise<boolean>;
}
