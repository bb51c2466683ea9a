/** A filtered dashboard read refused because enough of them are already running or waiting. */
export class FilteredReadsBusyError extends Error {
  override readonly name = 'FilteredReadsBusyError';
  constructor(readonly retryAfterSeconds: number) {
    super('the server is busy with other filtered dashboard views');
  }
}

export interface FilteredReadLimits {
  /** Filtered reads running at once. */
  concurrency: number;
  /** Reads allowed to wait for a free place; one more is refused at once. */
  queue: number;
  /** How long a waiting read may wait before it is refused. */
  waitMs: number;
}

/** A few waiting reads smooth a burst; more would only hold requests the client may abandon. */
export const FILTERED_READ_QUEUE = 4;
export const FILTERED_READ_WAIT_MS = 5_000;

interface Waiter {
  start(): void;
  timer: NodeJS.Timeout;
}

/**
 * Caps the filtered dashboard reads of this instance. Each one scans raw
 * visits (seconds for a year at scale): on SQLite it blocks the event loop,
 * tracking included, and on PostgreSQL it holds a pooled connection that
 * visit writes need, so a few of them must not be allowed to pile up.
 */
export class FilteredReadGate {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly limits: FilteredReadLimits) {}

  async run<T>(read: () => Promise<T>): Promise<T> {
    await this.enter();
    try {
      return await read();
    } finally {
      this.leave();
    }
  }

  private enter(): Promise<void> {
    if (this.running < this.limits.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.limits.queue) return Promise.reject(this.busy());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(this.busy());
        }, this.limits.waitMs),
      };
      this.waiting.push(waiter);
    });
  }

  private leave(): void {
    const next = this.waiting.shift();
    // The place passes straight to the next waiter, so `running` stays as it is.
    if (next) next.start();
    else this.running -= 1;
  }

  private busy(): FilteredReadsBusyError {
    return new FilteredReadsBusyError(Math.max(1, Math.ceil(this.limits.waitMs / 1000)));
  }
}
