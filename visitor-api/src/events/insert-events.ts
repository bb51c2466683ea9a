import type { Kysely } from 'kysely';
import type { Database } from '../common/db/database';
import type { Tables } from '../common/db/tables';
import { localDay } from '../common/time/local-day';
import { chunks } from '../common/db/chunks';
import { addToDailyCounts } from '../common/db/daily-counts';
import type { NewEvent, StoredEvent } from './event-rows';

/** The events already stored under any of `keys`, by key (answered as repeats). */
async function storedEventKeys(
  trx: Kysely<Tables>,
  keys: string[],
): Promise<Map<string, StoredEvent>> {
  const found = new Map<string, StoredEvent>();
  for (const chunk of chunks([...new Set(keys)])) {
    const rows = await trx
      .selectFrom('events')
      .select(['event_id', 'id', 'event_time'])
      .where('event_id', 'in', chunk)
      .execute();
    for (const row of rows) {
      found.set(row.event_id, {
        id: Number(row.id),
        eventTime: Number(row.event_time),
        repeated: true,
      });
    }
  }
  return found;
}

/**
 * Stores a batch of events and their daily counts in one transaction. An
 * event whose key is already stored, or was taken by an earlier event of the
 * same batch, stores nothing and is answered with the stored one, `repeated`.
 * A key committed by another instance meanwhile makes the unique index refuse
 * the insert (a row error): the group commit then writes the batch one event
 * at a time, and the lookup finds it.
 */
export async function insertEvents(database: Database, events: NewEvent[]): Promise<StoredEvent[]> {
  if (events.length === 0) return [];
  const known = await database.db.transaction().execute(async (trx) => {
    const stored = await storedEventKeys(
      trx,
      events.map((e) => e.eventId),
    );
    const fresh = events.filter((e) => {
      if (stored.has(e.eventId)) return false;
      // Marked now so a second event of the same key in this batch is a repeat.
      stored.set(e.eventId, { id: 0, eventTime: e.eventTime, repeated: false });
      return true;
    });
    if (fresh.length === 0) return stored;
    const rows = fresh.map((e) => ({
      event_time: e.eventTime,
      local_day: localDay(e.eventTime, database.timeZone),
      name: e.name,
      session_id: e.sessionId,
      page: e.page,
      properties: JSON.stringify(e.properties),
      event_id: e.eventId,
    }));
    for (const chunk of chunks(rows)) {
      const inserted = await trx
        .insertInto('events')
        .values(chunk)
        .returning(['id', 'event_id'])
        .execute();
      for (const row of inserted) {
        const entry = stored.get(row.event_id);
        if (entry) entry.id = Number(row.id);
      }
    }
    // Events per day and name, kept in the daily counts (kind 'event') when the events go.
    await addToDailyCounts(
      trx,
      rows.map((row) => [row.local_day, 'event', row.name] as const),
    );
    return stored;
  });
  const answered = new Set<string>();
  return events.map((e) => {
    const entry = known.get(e.eventId);
    if (!entry) throw new Error('event missing from its batch result');
    // The first event of a key stored now is new; any other under it is a repeat.
    const repeated = entry.repeated || answered.has(e.eventId);
    answered.add(e.eventId);
    return { id: entry.id, eventTime: entry.eventTime, repeated };
  });
}
