import type { ContentStore } from './store/content-store';
import type { PayeeChangeRow } from './store/payee-change-queries';
import type { PublishedCopy } from './published-copy';

/** The audit detail of a published payee change ('donation-changed'). */
export interface PayeePublished {
  [field: string]: string | number;
  action: 'publish';
  revision: number;
  change: number;
  askedBy: string;
}

/**
 * Publishes a waiting change of the donation details, by an owner's approval
 * or when its wait ends: settles it as published (only while it still waits,
 * and with `dueBy` only if due by then), tells every instance, then hands
 * the 'donation-changed' detail to `logChange` to audit-log. Answers the
 * settled row, or null when the change no longer waited (nothing is done).
 */
export async function publishPayeeChange(
  content: { store: ContentStore; published: PublishedCopy },
  change: { id: number; at: number; by: string | null; dueBy?: number },
  logChange: (detail: PayeePublished) => Promise<void>,
): Promise<PayeeChangeRow | null> {
  const settled = await content.store.settlePayeeChange({ ...change, state: 'published' });
  if (!settled) return null;
  await content.published.changed();
  await logChange({
    action: 'publish',
    revision: Number(settled.revision),
    change: Number(settled.id),
    askedBy: settled.asked_by,
    ...payee(settled.data),
  });
  return settled;
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

/** A change's new payee as owners read it in a notice: "Name (upi@id)". */
export function describedPayee(row: PayeeChangeRow): string {
  const to = payee(row.data);
  return to ? `${to.payeeName} (${to.upiId})` : 'a new payee';
}
