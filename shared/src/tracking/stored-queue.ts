import { get, update, type UseStore } from 'idb-keyval';

/** A list of things waiting to be sent, kept in IndexedDB across pages. */
export interface StoredQueue<T> {
  /** Adds an item at the end, dropping the oldest beyond the limit. */
  add(item: T): Promise<void>;
  /** The waiting items, oldest first. */
  list(): Promise<T[]>;
  /** Takes the item with this key out (sent, or refused for good). */
  remove(key: string): Promise<void>;
}

/**
 * A queue in IndexedDB (idb-keyval), one array under `name`: each change is
 * one read-write transaction, so two tabs adding at once lose nothing. Where
 * IndexedDB is missing or blocked the queue is empty and an added item is
 * lost, as every item was before there was a queue.
 */
export function createStoredQueue<T>(options: {
  name: string;
  keyOf: (item: T) => string;
  limit: number;
  openStore: () => UseStore;
  /** What an item is called in the warning when one is lost ('visit', 'event'). */
  noun: string;
}): StoredQueue<T> {
  const { name, keyOf, limit, openStore, noun } = options;
  // Opened on first use, not on import: importing the module does nothing.
  let store: UseStore | null = null;
  const db = () => (store ??= openStore());
  return {
    async add(item) {
      try {
        await update<T[]>(name, (items = []) => [...items, item].slice(-limit), db());
      } catch (error) {
        console.warn(`The ${noun} could not be kept for later; it is lost.`, error);
      }
    },
    async list() {
      try {
        return (await get<T[]>(name, db())) ?? [];
      } catch {
        return [];
      }
    },
    async remove(key) {
      try {
        await update<T[]>(name, (items = []) => items.filter((item) => keyOf(item) !== key), db());
      } catch {
        // Left in the queue: sent again later, and the API stores a key once.
      }
    },
  };
}
