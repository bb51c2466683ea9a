import type { FastifyBaseLogger } from 'fastify';
import type { ContentStore } from '../db/content/content-store';
import type { KeeperStore } from '../db/keepers/keeper-store';
import type { PayeeChangeRow } from '../db/content/payee-change-queries';
import type { Clock } from '../time/clock';
import type { PublishedCopy } from './published-copy';

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
    const settled = await store.settlePayeeChange({
      id: Number(row.id),
      state: 'published',
      at: now,
      by: null,
      dueBy: now,
    });
    if (!settled) return; // Another instance (or an approval) was first.
    await published.changed();
    await keepers.insertAuditEntry({
      at: now,
      action: 'donation-changed',
      actor_id: null,
      actor: null,
      via: 'wait',
      network: '',
      detail: JSON.stringify({
        action: 'publish',
        revision: Number(settled.revision),
        change: Number(settled.id),
        askedBy: settled.asked_by,
        ...payee(settled.data),
      }),
    });
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

/** The payee of donation fields stored as JSON. */
export function payee(data: string | null): { payeeName: string; upiId: string } | null {
  if (data === null) return null;
  const fields = JSON.parse(data) as { payeeName?: unknown; upiId?: unknown };
  return {
    payeeName: typeof fields.payeeName === 'string' ? fields.payeeName : '',
    upiId: typeof fields.upiId === 'string' ? fields.upiId : '',
  };
}
