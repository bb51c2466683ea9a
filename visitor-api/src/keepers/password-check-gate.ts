/**
 * At most `max` argon2 runs (19 MiB each) at once in this process. Past it a
 * password is not queued: the caller answers 503 with Retry-After, so a flood
 * of guesses costs neither unbounded memory nor a queue that grows without end.
 */
export interface PasswordCheckGate {
  /** Takes a place (true), or answers false when all are taken; a taken place must be released. */
  tryEnter(): boolean;
  release(): void;
  readonly max: number;
}

export function passwordCheckGate(max: number): PasswordCheckGate {
  let running = 0;
  return {
    max,
    tryEnter() {
      if (running >= max) return false;
      running += 1;
      return true;
    },
    release() {
      running = Math.max(0, running - 1);
    },
  };
}
