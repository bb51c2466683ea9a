import type { Selectable } from 'kysely';
import type { Database } from '../common/db/database';
import type { RightsRequestsTable } from '../common/db/rights-request-table';

export type RightsRequestRow = Selectable<RightsRequestsTable>;

/** The record of keepers' rights requests (correction, erasure) and their answers. */
export function rightsStore(database: Database) {
  const { db } = database;
  return {
    async insert(request: {
      account_id: number;
      email: string;
      kind: string;
      request: string;
      asked_at: number;
    }): Promise<RightsRequestRow> {
      const row = await db
        .insertInto('rights_requests')
        .values(request)
        .returningAll()
        .executeTakeFirstOrThrow();
      return row;
    },
    /** One keeper's requests, or (without an account) everyone's; newest first. */
    async list(accountId?: number): Promise<RightsRequestRow[]> {
      let query = db.selectFrom('rights_requests').selectAll().orderBy('id', 'desc');
      if (accountId !== undefined) query = query.where('account_id', '=', accountId);
      return query.execute();
    },
    /** Answers a waiting request; null when there is none by that id or it was answered. */
    async answer(
      id: number,
      answer: { answered_at: number; answered_by: string; outcome: string; answer: string },
    ): Promise<RightsRequestRow | null> {
      const row = await db
        .updateTable('rights_requests')
        .set(answer)
        .where('id', '=', id)
        .where('answered_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      return row ?? null;
    },
  };
}
