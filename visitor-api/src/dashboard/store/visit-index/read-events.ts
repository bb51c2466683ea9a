import type { Database } from '../../../common/db/database';
import type { EventColumns } from './event-columns';

/** Events read per statement. */
const BATCH = 20_000;

/** Adds the events after `events.lastId` up to `untilId`, in id order and in batches (as visits are read). */
export async function readEventsInto(
  database: Database,
  events: EventColumns,
  untilId: number,
): Promise<void> {
  while (events.lastId < untilId) {
    const batch = await database.db
      .selectFrom('events')
      .select(['id', 'local_day', 'name', 'session_id', 'properties'])
      .where('id', '>', events.lastId)
      .where('id', '<=', untilId)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (batch.length === 0) {
      events.lastId = untilId;
      return;
    }
    for (const event of batch) events.add({ ...event, id: Number(event.id) });
    events.lastId = Math.max(events.lastId, Number(batch[batch.length - 1]!.id));
    await new Promise((resolve) => setImmediate(resolve));
  }
}
