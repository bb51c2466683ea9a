import { shouldSendLater } from './send-later';

/** The API refuses a queued record's own time older than this, so a queue drops it first. */
export const QUEUED_VISIT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** What sending one queue needs: the queue, how to send a record, and how to read its key and time. */
export interface QueueSending<T> {
  queue: { list(): Promise<T[]>; remove(key: string): Promise<void> };
  send: (record: T) => Promise<unknown>;
  keyOf: (record: T) => string;
  timeOf: (record: T) => string;
  now: () => number;
  /** What a record is, for the log: 'visit', 'event'. */
  what: string;
}

/**
 * A sender of one queue's records, oldest first, one at a time. A record
 * leaves the queue once the API has answered it, stored or refused (4xx);
 * the first that fails for want of a connection stops the run, keeping it and
 * the rest for the next. A call while a run is going makes that run look once
 * more at its end, so one page never sends a record twice at once; another
 * tab may, which the API's key makes harmless.
 */
export function queueSender<T>(): (sending: QueueSending<T>) => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  return (sending) => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await sendOnce(sending);
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
  };
}

async function sendOnce<T>({ queue, send, keyOf, timeOf, now, what }: QueueSending<T>) {
  for (const record of await queue.list()) {
    if (now() - Date.parse(timeOf(record)) > QUEUED_VISIT_MAX_AGE_MS) {
      await queue.remove(keyOf(record));
      continue;
    }
    try {
      await send(record);
    } catch (error) {
      if (shouldSendLater(error)) return;
      console.error(`A queued ${what} was refused; it is dropped.`, error);
    }
    await queue.remove(keyOf(record));
  }
}
