import type { UseStore } from 'idb-keyval';
import type { EventRecord } from '../../types';
import { createStoredQueue, type StoredQueue } from '../stored-queue';
import { openQueueStore } from '../visit-queue';

/** At most this many events wait; a new one past it drops the oldest. */
export const EVENT_QUEUE_LIMIT = 200;

/** An event that could not be sent, with the time it happened. */
export type QueuedEvent = EventRecord & { occurredAt: string };

/** The waiting events, oldest first; `remove` takes one out by its `eventId`. */
export type EventQueue = StoredQueue<QueuedEvent>;

/** The offline event queue, beside the visits' in the same IndexedDB store. */
export function createEventQueue(
  limit: number = EVENT_QUEUE_LIMIT,
  openStore: () => UseStore = openQueueStore,
): EventQueue {
  return createStoredQueue({
    name: 'events',
    keyOf: (event) => event.eventId,
    limit,
    openStore,
    noun: 'event',
  });
}

/** The page's event queue. */
export const eventQueue: EventQueue = createEventQueue();
