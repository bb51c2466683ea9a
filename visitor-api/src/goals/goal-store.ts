import type { Goal, GoalDefinition } from '@pawapuri/shared/contract/types';
import type { Database } from '../common/db/database';
import type { GoalsTable } from '../common/db/tables';

type GoalRow = Omit<GoalsTable, 'id' | 'created_at' | 'created_by'> & { id: number | string };

/** A stored row as the contract names it (empty columns left out). */
export function goalOf(row: GoalRow): Goal {
  return {
    id: Number(row.id),
    name: row.name,
    ...(row.page ? { page: row.page } : {}),
    ...(row.event ? { event: row.event } : {}),
    ...(row.property ? { property: row.property, value: row.value } : {}),
  };
}

/** Whether any goal is defined (one indexed row read). */
export async function hasGoals(database: Database): Promise<boolean> {
  const row = await database.db.selectFrom('goals').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Every goal, oldest first. */
export async function listGoals(database: Database): Promise<Goal[]> {
  const rows = await database.db
    .selectFrom('goals')
    .select(['id', 'name', 'page', 'event', 'property', 'value'])
    .orderBy('id')
    .execute();
  return rows.map(goalOf);
}

/**
 * Adds a goal unless `max` exist; resolves to its id, or null when the limit
 * stopped it (count and insert in one transaction, as event names are added).
 */
export async function addGoal(
  database: Database,
  goal: GoalDefinition,
  createdBy: string,
  now: number,
  max: number,
): Promise<number | null> {
  return database.db.transaction().execute(async (trx) => {
    const { count } = await trx
      .selectFrom('goals')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count) >= max) return null;
    const row = await trx
      .insertInto('goals')
      .values({
        name: goal.name,
        page: goal.page ?? '',
        event: goal.event ?? '',
        property: goal.property ?? '',
        value: goal.value ?? '',
        created_at: now,
        created_by: createdBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  });
}

/** Removes a goal; resolves to the goal removed, or null when there was none. */
export async function removeGoal(database: Database, id: number): Promise<Goal | null> {
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('goals')
      .select(['id', 'name', 'page', 'event', 'property', 'value'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    await trx.deleteFrom('goals').where('id', '=', id).execute();
    return goalOf(row);
  });
}
