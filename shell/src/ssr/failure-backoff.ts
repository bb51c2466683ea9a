import { LruCache } from './lru-cache';

interface Failure {
  /** Failures in a row. */
  count: number;
  retryAt: number;
  reason: string;
}

interface Options {
  /** The wait after a first failure; each failure in a row doubles it. */
  firstMs: number;
  /** The longest wait. */
  maxMs: number;
  now: () => number;
  /** How many failing keys are remembered. */
  limit?: number;
}

/**
 * Remembers what failed, so a dead remote costs one attempt (one timeout)
 * per waiting period rather than one per request: after a failure the key
 * is not tried again for `firstMs`, then twice that after the next failure,
 * up to `maxMs`; a success forgets it.
 */
export class FailureBackoff {
  private readonly failures: LruCache<Failure>;

  constructor(private readonly options: Options) {
    this.failures = new LruCache(options.limit ?? 64);
  }

  /** The last failure's reason while its wait lasts; null when the key may be tried. */
  waiting(key: string): string | null {
    const failure = this.failures.get(key);
    return failure && this.options.now() < failure.retryAt ? failure.reason : null;
  }

  failed(key: string, reason: string): void {
    const count = (this.failures.get(key)?.count ?? 0) + 1;
    const wait = Math.min(this.options.firstMs * 2 ** (count - 1), this.options.maxMs);
    this.failures.set(key, { count, retryAt: this.options.now() + wait, reason });
  }

  succeeded(key: string): void {
    this.failures.delete(key);
  }
}
