import type { Selectable } from 'kysely';
import type { Database } from '../common/db/database';
import type { ShareLinksTable } from '../common/db/share-link-table';

export type ShareLinkRow = Selectable<ShareLinksTable>;

/**
 * The share links. `findLive` reads the database on every call, never a
 * copy, so a revoke on one API instance stops the link on all of them at once.
 */
export interface ShareLinkStore {
  insert(link: Omit<ShareLinkRow, 'id' | 'revoked_at'>): Promise<ShareLinkRow>;
  list(): Promise<ShareLinkRow[]>;
  /** The unrevoked link with this token digest; null when there is none. */
  findLive(tokenHash: string): Promise<ShareLinkRow | null>;
  /** The revoked link; null when there is none with this id or it was revoked already. */
  revoke(id: number, at: number): Promise<ShareLinkRow | null>;
}

const normalise = (row: ShareLinkRow): ShareLinkRow => ({
  ...row,
  id: Number(row.id),
  created_at: Number(row.created_at),
  expires_at: row.expires_at === null ? null : Number(row.expires_at),
  revoked_at: row.revoked_at === null ? null : Number(row.revoked_at),
});

export function createShareLinkStore({ db }: Database): ShareLinkStore {
  return {
    async insert(link) {
      const row = await db
        .insertInto('share_links')
        .values({ ...link, revoked_at: null })
        .returningAll()
        .executeTakeFirstOrThrow();
      return normalise(row);
    },
    async list() {
      const rows = await db.selectFrom('share_links').selectAll().orderBy('id', 'desc').execute();
      return rows.map(normalise);
    },
    async findLive(tokenHash) {
      const row = await db
        .selectFrom('share_links')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return row ? normalise(row) : null;
    },
    async revoke(id, at) {
      const result = await db
        .updateTable('share_links')
        .set({ revoked_at: at })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return null;
      const row = await db
        .selectFrom('share_links')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? normalise(row) : null;
    },
  };
}
