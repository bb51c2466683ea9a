import { isRowError } from './row-error';
import type { NewVisit, StoredVisit } from './visit-rows';

interface Pending {
  visit: NewVisit;
  resolve: (stored: StoredVisit) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: visits that arrive while a transaction is being written wait
 * and go together in the next one. Each caller's promise settles only after
 * the transaction holding its visit has committed, so a 201 is never sent for
 * a visit that could still be lost.
 */
export class GroupCommit {
  private queue: Pending[] = [];
  private running = false;
  private idle: Promise<void> = Promise.resolve();
  private markIdle: () => void = () => {};

  constructor(
    private readonly write: (visits: NewVisit[]) => Promise<StoredVisit[]>,
    private readonly maxBatch = 1000,
  ) {}

  get pending(): number {
    return this.queue.length;
  }

  add(visit: NewVisit): Promise<StoredVisit> {
    return new Promise((resolve, reject) => {
      this.queue.push({ visit, resolve, reject });
      if (!this.running) {
        this.running = true;
        this.idle = new Promise((done) => (this.markIdle = done));
        // Let the requests already parsed in this turn join the first batch.
        setImmediate(() => void this.drain());
      }
    });
  }

  /** Resolves once every queued visit has been written (used at shutdown). */
  flushed(): Promise<void> {
    return this.running ? this.idle : Promise.resolve();
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      try {
        const stored = await this.write(batch.map((p) => p.visit));
        batch.forEach((p, i) => {
          const result = stored[i];
          if (result) p.resolve(result);
          else p.reject(new Error('visit missing from its batch result'));
        });
      } catch (error) {
        if (batch.length > 1 && isRowError(error)) await this.writeEach(batch);
        else for (const p of batch) p.reject(error);
      }
    }
    this.running = false;
    this.markIdle();
  }

  /**
   * A batch is one transaction, so one row the database refuses fails all its
   * neighbours: write them again one at a time, and only the bad one fails.
   * Each is its own transaction, so a visit is stored with all its rollups
   * or not at all. If the database itself fails meanwhile, the rest fail at
   * once rather than each wait for the same failure.
   */
  private async writeEach(batch: Pending[]): Promise<void> {
    for (const [index, p] of batch.entries()) {
      try {
        const [stored] = await this.write([p.visit]);
        if (stored) p.resolve(stored);
        else p.reject(new Error('visit missing from its batch result'));
      } catch (error) {
        p.reject(error);
        if (!isRowError(error)) {
          for (const rest of batch.slice(index + 1)) rest.reject(error);
          return;
        }
      }
    }
  }
}
