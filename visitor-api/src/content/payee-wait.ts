import type { FastifyBaseLogger } from 'fastify';
import type { ContentStore } from './store/content-store';
import type { KeeperStore } from '../keepers/store/keeper-store';
import type { PayeeChangeRow } from './store/payee-change-queries';
import type { Clock } from '../common/time/clock';
import type { PublishedCopy } from './published-copy';
import { publishPayeeChange } from './publish-payee-change';

/**
 * Publishes a change of the donation details whose wait has ended. There is
 * no job runner: every instance checks on a timer (CONTENT_CHECK_MS) and,
 * knowing the waiting change's due time, also just before a public read
 * that comes after it, so pilgrims never see the old payee past the wait for
 * longer than that check. The publish itself is one transaction that moves
 * the row out of `pending` only if it still is (settlePayeeChange), so of
 * several instances exactly one publishes, on SQLite and PostgreSQL alike.
 */
export interface PayeeWait {
  /** Publishes the waiting change if its time has come (never throws: logs). */
  settleIfDue(): Promise<void>;
  /** After a change was asked or ended here: the due time to watch for (null: none). */
  watch(dueAt: number | null): void;
  close(): void;
}

export interface PayeeWaitOptions {
  store: ContentStore;
  keepers: KeeperStore;
  published: PublishedCopy;
  clock: Clock;
  log: FastifyBaseLogger;
  checkMs: number;
  /** Called once this instance published a change whose wait ended (tells the owners). */
  onPublished(row: PayeeChangeRow): Promise<void>;
}

export async function createPayeeWait(options: PayeeWaitOptions): Promise<PayeeWait> {
  const { store, keepers, published, clock, log } = options;
  /** The waiting change's due time as last read; other instances' changes arrive with the timer. */
  let dueAt: number | null = null;
  /** Raised by watch(): a check that read the table before it must not overwrite what it said. */
  let watched = 0;
  let inFlight: Promise<void> | null = null;

  const publish = async (row: PayeeChangeRow): Promise<void> => {
    const now = clock();
    // Null when another instance (or an approval) was first: that one tells the owners.
    const settled = await publishPayeeChange(
      { store, published },
      { id: Number(row.id), at: now, by: null, dueBy: now },
      (detail) =>
        keepers.insertAuditEntry({
          at: now,
          action: 'donation-changed',
          actor_id: null,
          actor: null,
          via: 'wait',
          network: '',
          detail: JSON.stringify(detail),
        }),
    );
    if (settled) await options.onPublished(settled);
  };

  const check = async (): Promise<void> => {
    const seen = watched;
    const row = await store.findPendingPayee();
    if (seen === watched) dueAt = row ? Number(row.due_at) : null;
    if (row && Number(row.due_at) <= clock()) {
      await publish(row);
      if (seen === watched) dueAt = null;
    }
  };
  /** One check at a time: callers arriving meanwhile share it. */
  const checkQuietly = (): Promise<void> => {
    inFlight ??= check()
      .catch((error: unknown) => {
        log.error({ err: error }, 'could not publish a donation change whose wait ended');
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  const timer = setInterval(() => void checkQuietly(), options.checkMs);
  timer.unref();
  await checkQuietly();

  return {
    async settleIfDue() {
      const due = () => dueAt !== null && dueAt <= clock();
      if (!due()) return;
      // A check already under way may have read the table before this change was stored.
      if (inFlight) await inFlight;
      if (due()) await checkQuietly();
    },
    watch(next) {
      watched += 1;
      dueAt = next;
    },
    close: () => clearInterval(timer),
  };
}
