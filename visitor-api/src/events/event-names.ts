import type { Database } from '../common/db/database';

/** The event names keepers added, in alphabetical order. */
export async function listCustomEventNames(database: Database): Promise<string[]> {
  const rows = await database.db.selectFrom('event_names').select('name').orderBy('name').execute();
  return rows.map((row) => row.name);
}

/**
 * Adds a name unless it is there already or `max` names exist; resolves to
 * false when the limit stopped it. The count and the insert share one
 * transaction, so two keepers adding at once cannot pass the limit together
 * on SQLite; on PostgreSQL two racing adds may end one over, which the next
 * add then refuses.
 */
export async function addCustomEventName(
  database: Database,
  name: string,
  createdBy: string,
  now: number,
  max: number,
): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('event_names')
      .select('name')
      .where('name', '=', name)
      .executeTakeFirst();
    if (existing) return true;
    const { count } = await trx
      .selectFrom('event_names')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count) >= max) return false;
    await trx
      .insertInto('event_names')
      .values({ name, created_by: createdBy, created_at: now })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    return true;
  });
}

/** Removes a keeper's name; the events stored under it stay. Resolves to whether it existed. */
export async function removeCustomEventName(database: Database, name: string): Promise<boolean> {
  const result = await database.db
    .deleteFrom('event_names')
    .where('name', '=', name)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
