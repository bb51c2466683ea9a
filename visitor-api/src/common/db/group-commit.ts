import { isRowError } from './row-error';
import type { NewVisit, StoredVisit } from './visit-rows';
import { CommitTimeoutError } from './store-busy';

interface Pending<In, Out> {
  visit: In;
  resolve: (stored: Out) => void;
  reject: (error: unknown) => void;
  /** When the visit was queued (Date.now()). */
  queuedAt: number;
}

/** How writes are going: what /health reports. */
export interface WriteState {
  pending: number;
  /** Age of the oldest visit not yet committed (waiting, or failed since the last commit). */
  oldestPendingMs: number | null;
  /**
   * A commit failed or timed out, none has succeeded since, and the last failure
   * is recent (two deadlines): with no traffic to prove recovery, this lapses,
   * so a load balancer that stops sending traffic on a 503 sends it again.
   */
  failing: boolean;
}

/**
 * Group commit (of visits, and of events alike): visits that arrive while a transaction is being written wait
 * and go together in the next one. Each caller's promise settles only after
 * the transaction holding its visit has committed, so a 201 is never sent for
 * a visit that could still be lost.
 *
 * A visit still uncommitted `deadlineMs` after it was queued is rejected with
 * a CommitTimeoutError (answered 503): one still waiting in the queue is taken
 * out of it and never written; one whose transaction is already running is
 * left to finish or fail (the database's own lock and statement timeouts bound
 * that).
 */
export class GroupCommit<In = NewVisit, Out = StoredVisit> {
  private queue: Pending<In, Out>[] = [];
  private writing: Pending<In, Out>[] = [];
  private running = false;
  private idle: Promise<void> = Promise.resolve();
  private markIdle: () => void = () => {};
  /** Queue time of the oldest visit that failed since the last successful commit. */
  private failingSince: number | null = null;
  private lastFailureAt = 0;

  constructor(
    private readonly write: (visits: In[]) => Promise<Out[]>,
    private readonly maxBatch = 1000,
    private readonly deadlineMs = 5000,
  ) {}

  get pending(): number {
    return this.queue.length + this.writing.length;
  }

  state(now = Date.now()): WriteState {
    if (now - this.lastFailureAt > 2 * this.deadlineMs) this.failingSince = null;
    const oldest = [this.queue[0], this.writing[0]].reduce<number | null>(
      (min, p) => (p && (min === null || p.queuedAt < min) ? p.queuedAt : min),
      this.failingSince,
    );
    return {
      pending: this.pending,
      oldestPendingMs: oldest === null ? null : now - oldest,
      failing: this.failingSince !== null,
    };
  }

  add(visit: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      const entry: Pending<In, Out> = { visit, resolve, reject, queuedAt: Date.now() };
      const timer = setTimeout(() => this.expire(entry), this.deadlineMs);
      entry.resolve = (stored) => (clearTimeout(timer), resolve(stored));
      entry.reject = (error) => (clearTimeout(timer), this.failed(entry), reject(error));
      this.queue.push(entry);
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

  private expire(entry: Pending<In, Out>): void {
    const index = this.queue.indexOf(entry);
    if (index >= 0) this.queue.splice(index, 1);
    entry.reject(new CommitTimeoutError(this.deadlineMs));
  }

  private failed(entry: Pending<In, Out>): void {
    this.lastFailureAt = Date.now();
    if (this.failingSince === null || entry.queuedAt < this.failingSince) {
      this.failingSince = entry.queuedAt;
    }
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.writing = batch;
      try {
        const stored = await this.write(batch.map((p) => p.visit));
        this.failingSince = null;
        batch.forEach((p, i) => {
          const result = stored[i];
          if (result) p.resolve(result);
          else p.reject(new Error('visit missing from its batch result'));
        });
      } catch (error) {
        if (batch.length > 1 && isRowError(error)) await this.writeEach(batch);
        else for (const p of batch) p.reject(error);
      } finally {
        this.writing = [];
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
  private async writeEach(batch: Pending<In, Out>[]): Promise<void> {
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
