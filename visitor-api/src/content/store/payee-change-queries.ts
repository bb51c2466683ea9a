import type { Selectable } from 'kysely';
import { DONATION_ITEM_ID } from '@pawapuri/shared/contract';
import type { Database } from '../../common/db/database';
import { contentDb, type PayeeChangesTable } from './content-tables';

export type PayeeChangeRow = Selectable<PayeeChangesTable>;

export type PayeeChangeState = 'pending' | 'published' | 'cancelled';

export interface NewPayeeChange {
  data: string;
  previous: string | null;
  askedById: number;
  askedBy: string;
  askedAt: number;
  dueAt: number;
}

/** The change of the donation details waiting now, if any (there is at most one). */
export async function findPendingPayee(database: Database): Promise<PayeeChangeRow | undefined> {
  return contentDb(database)
    .selectFrom('payee_changes')
    .selectAll()
    .where('state', '=', 'pending')
    .executeTakeFirst();
}

export async function findPayeeChange(
  database: Database,
  id: number,
): Promise<PayeeChangeRow | undefined> {
  return contentDb(database)
    .selectFrom('payee_changes')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Starts a change of the donation details; undefined when one is already
 * pending (the unique index on pending rows decides, on both engines, however
 * many instances ask at once).
 */
export async function insertPayeeChange(
  database: Database,
  change: NewPayeeChange,
): Promise<PayeeChangeRow | undefined> {
  return contentDb(database)
    .insertInto('payee_changes')
    .values({
      data: change.data,
      previous: change.previous,
      asked_by_id: change.askedById,
      asked_by: change.askedBy,
      asked_at: change.askedAt,
      due_at: change.dueAt,
      state: 'pending',
      settled_at: null,
      settled_by: null,
      revision: null,
    })
    .onConflict((c) => c.doNothing())
    .returningAll()
    .executeTakeFirst();
}

export interface Settlement {
  id: number;
  state: Exclude<PayeeChangeState, 'pending'>;
  at: number;
  /** The approving or cancelling owner; null when the wait ended. */
  by: string | null;
  /** Publish only if due by this time (the wait ended); absent for an approval or a cancel. */
  dueBy?: number;
}

/**
 * Ends a pending change, in one transaction: the row leaves `pending` only
 * if it still is (so of several instances, or an approval racing the end of
 * the wait, exactly one wins), and a publish records the donation item's
 * new published revision in the same transaction. Answers the settled row
 * (with its revision), or null when it was not pending (or not yet due).
 */
export async function settlePayeeChange(
  database: Database,
  settlement: Settlement,
): Promise<PayeeChangeRow | null> {
  return contentDb(database)
    .transaction()
    .execute(async (trx) => {
      let claim = trx
        .updateTable('payee_changes')
        .set({ state: settlement.state, settled_at: settlement.at, settled_by: settlement.by })
        .where('id', '=', settlement.id)
        .where('state', '=', 'pending');
      if (settlement.dueBy !== undefined) claim = claim.where('due_at', '<=', settlement.dueBy);
      const claimed = await claim.returningAll().executeTakeFirst();
      if (!claimed) return null;
      if (settlement.state === 'cancelled') return claimed;
      const item = await trx
        .selectFrom('content_items')
        .select(['last_revision'])
        .where('kind', '=', 'donation')
        .where('item_id', '=', DONATION_ITEM_ID)
        .executeTakeFirstOrThrow();
      const revision = item.last_revision + 1;
      await trx
        .updateTable('content_items')
        .set({
          published: claimed.data,
          published_revision: revision,
          published_at: settlement.at,
          published_by: claimed.asked_by,
          last_revision: revision,
        })
        .where('kind', '=', 'donation')
        .where('item_id', '=', DONATION_ITEM_ID)
        .where('last_revision', '=', item.last_revision)
        .execute();
      await trx
        .insertInto('content_revisions')
        .values({
          kind: 'donation',
          item_id: DONATION_ITEM_ID,
          revision,
          action: 'publish',
          restored_from: null,
          data: claimed.data,
          at: settlement.at,
          by: claimed.asked_by,
        })
        .execute();
      await trx
        .updateTable('payee_changes')
        .set({ revision })
        .where('id', '=', claimed.id)
        .execute();
      return { ...claimed, revision };
    });
}
