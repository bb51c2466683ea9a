import { createStore, get, update, type UseStore } from 'idb-keyval';
import type { VisitTrackingRecord } from '../types';

/** At most this many visits wait; a new one past it drops the oldest. */
export const VISIT_QUEUE_LIMIT = 200;

/** A visit that could not be sent, with its key and the time it happened. */
export type QueuedVisit = VisitTrackingRecord & { visitId: string; visitedAt: string };

export interface VisitQueue {
  /** Adds a visit at the end, dropping the oldest beyond the limit. */
  add(visit: QueuedVisit): Promise<void>;
  /** The waiting visits, oldest first. */
  list(): Promise<QueuedVisit[]>;
  /** Takes the visit with this key out (sent, or refused for good). */
  remove(visitId: string): Promise<void>;
}

const KEY = 'visits';

/**
 * The offline visit queue in IndexedDB (idb-keyval), one array under one key:
 * each change is one read-write transaction, so two tabs adding at once lose
 * nothing. Where IndexedDB is missing or blocked the queue is empty and an
 * added visit is lost, as every visit was before there was a queue.
 */
export function createVisitQueue(
  limit: number = VISIT_QUEUE_LIMIT,
  openStore: () => UseStore = () => createStore('pawapuri-visits', 'queue'),
): VisitQueue {
  // Opened on first use, not on import: importing the module does nothing.
  let store: UseStore | null = null;
  const db = () => (store ??= openStore());
  return {
    async add(visit) {
      try {
        await update<QueuedVisit[]>(KEY, (visits = []) => [...visits, visit].slice(-limit), db());
      } catch (error) {
        console.warn('The visit could not be kept for later; it is lost.', error);
      }
    },
    async list() {
      try {
        return (await get<QueuedVisit[]>(KEY, db())) ?? [];
      } catch {
        return [];
      }
    },
    async remove(visitId) {
      try {
        await update<QueuedVisit[]>(
          KEY,
          (visits = []) => visits.filter((visit) => visit.visitId !== visitId),
          db(),
        );
      } catch {
        // Left in the queue: sent again later, and the API stores a key once.
      }
    },
  };
}

/** The page's queue. */
export const visitQueue: VisitQueue = createVisitQueue();
