import { LruCache } from './lru-cache';

/** How many subjects' last causes are remembered. */
const KEPT_CAUSES = 64;

/**
 * A log that writes each subject's cause once, not once per request: the
 * same cause again is dropped until another is logged, or the subject is
 * cleared (it works again).
 */
export function causeLog(log: (message: string) => void) {
  const causes = new LruCache<string>(KEPT_CAUSES);
  return {
    note(subject: string, cause: string): void {
      if (causes.get(subject) === cause) return;
      causes.set(subject, cause);
      log(`${subject}: ${cause}`);
    },
    clear(subject: string): void {
      causes.delete(subject);
    },
  };
}

export type CauseLog = ReturnType<typeof causeLog>;
