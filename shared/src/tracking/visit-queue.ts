import { createStore, type UseStore } from 'idb-keyval';
import type { VisitTrackingRecord } from '../types';
import { createStoredQueue, type StoredQueue } from './stored-queue';

/** At most this many visits wait; a new one past it drops the oldest. */
export const VISIT_QUEUE_LIMIT = 200;

/** A visit that could not be sent, with its key and the time it happened. */
export type QueuedVisit = VisitTrackingRecord & { visitId: string; visitedAt: string };

/** The waiting visits, oldest first; `remove` takes a visit out by its `visitId`. */
export type VisitQueue = StoredQueue<QueuedVisit>;

/** The IndexedDB store the offline queues (visits, events) live in, each under its own key. */
export const openQueueStore = (): UseStore => createStore('pawapuri-visits', 'queue');

/** The offline visit queue in IndexedDB. */
export function createVisitQueue(
  limit: number = VISIT_QUEUE_LIMIT,
  openStore: () => UseStore = openQueueStore,
): VisitQueue {
  return createStoredQueue({
    name: 'visits',
    keyOf: (visit) => visit.visitId,
    limit,
    openStore,
    noun: 'visit',
  });
}

/** The page's queue. */
export const visitQueue: VisitQueue = createVisitQueue();
