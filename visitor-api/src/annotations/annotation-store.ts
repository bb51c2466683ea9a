import type { Selectable } from 'kysely';
import type { Database } from '../common/db/database';
import type { AnnotationsTable } from '../common/db/annotation-table';

export type AnnotationRow = Selectable<AnnotationsTable>;

/**
 * The keepers' notes: list a range of days, add, change, remove. Every call
 * reads the database (no copy kept), so every API instance sees a change at once.
 */
export interface AnnotationStore {
  list(from: string, to: string): Promise<AnnotationRow[]>;
  add(note: { day: string; text: string; by: string; at: number }): Promise<AnnotationRow>;
  /** The changed note; null when there is none with this id. */
  change(
    id: number,
    note: { day: string; text: string; at: number },
  ): Promise<AnnotationRow | null>;
  /** The removed note; null when there was none. */
  remove(id: number): Promise<AnnotationRow | null>;
}

export function createAnnotationStore({ db }: Database): AnnotationStore {
  const find = (id: number) =>
    db.selectFrom('annotations').selectAll().where('id', '=', id).executeTakeFirst();
  const normalise = (row: AnnotationRow): AnnotationRow => ({
    ...row,
    id: Number(row.id),
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
  });
  return {
    async list(from, to) {
      const rows = await db
        .selectFrom('annotations')
        .selectAll()
        .where('day', '>=', from)
        .where('day', '<=', to)
        .orderBy('day')
        .orderBy('id')
        .execute();
      return rows.map(normalise);
    },
    async add({ day, text, by, at }) {
      const row = await db
        .insertInto('annotations')
        .values({ day, text, created_by: by, created_at: at, updated_at: at })
        .returningAll()
        .executeTakeFirstOrThrow();
      return normalise(row);
    },
    async change(id, { day, text, at }) {
      const result = await db
        .updateTable('annotations')
        .set({ day, text, updated_at: at })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return null;
      const row = await find(id);
      return row ? normalise(row) : null;
    },
    async remove(id) {
      const row = await find(id);
      if (!row) return null;
      await db.deleteFrom('annotations').where('id', '=', id).execute();
      return normalise(row);
    },
  };
}
