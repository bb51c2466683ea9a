import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../common/db/database';

/**
 * The `events` counter: how many events are stored, so the index of the
 * visits learns whether events went (an erasure, retention) by reading one
 * row instead of counting every event before each view. The store keeps it
 * itself, with triggers on insert and delete, so it stays exact whichever
 * release writes or deletes events: during an upgrade the previous release
 * keeps running beside this one and knows nothing of it.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine === 'postgres') await postgresTriggers(db);
  else await sqliteTriggers(db);
  // After the triggers: on PostgreSQL creating them waits for and then holds off
  // other writers of events until this migration commits, so the count is exact.
  // (`where true` lets SQLite tell the select's end from the upsert clause.)
  await sql`
    insert into counters (name, value) select 'events', count(*) from events where true
    on conflict (name) do update set value = excluded.value`.execute(db);
}

/**
 * One statement-level trigger per change, counting the statement's rows once
 * (a batch of events moves the counter once, not once per event). The schema
 * is the events table's own, not the session's search path, so a restore or
 * a tool with another search path counts into the right table.
 */
async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  for (const [change, rows, sign] of [
    ['insert', 'new', '+'],
    ['delete', 'old', '-'],
  ] as const) {
    const fn = sql.raw(`events_counted_${change}`);
    await sql`
      create or replace function ${fn}() returns trigger language plpgsql as $$
      declare
        changed bigint;
      begin
        select count(*) into changed from changed_rows;
        execute format('update %I.counters set value = value ${sql.raw(sign)} $1 where name = ''events''', tg_table_schema)
          using changed;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger ${fn} after ${sql.raw(change)} on events
      referencing ${sql.raw(rows)} table as changed_rows
      for each statement execute function ${fn}()`.execute(db);
  }
}

/** SQLite has row-level triggers only: each row moves the counter by one, in the same transaction. */
async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`
    create trigger events_counted_insert after insert on events
    begin update counters set value = value + 1 where name = 'events'; end`.execute(db);
  await sql`
    create trigger events_counted_delete after delete on events
    begin update counters set value = value - 1 where name = 'events'; end`.execute(db);
}
