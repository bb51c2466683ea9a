import { request } from '../../api/http';
import { visitorApi } from '../../api/visitor-api';
import { QUEUED_VISIT_MAX_AGE_MS } from '../send-queued-visits';
import { shouldSendLater } from '../send-later';
import { eventQueue, type EventQueue, type QueuedEvent } from './event-queue';

export interface SendQueuedEventsDeps {
  post: (event: QueuedEvent) => Promise<unknown>;
  queue: EventQueue;
  now: () => number;
}

const defaultDeps = (): SendQueuedEventsDeps => ({
  post: (event) =>
    request(`${visitorApi.baseUrl}/api/visitors/events`, { method: 'POST', body: event }),
  queue: eventQueue,
  now: Date.now,
});

let running: Promise<void> | null = null;
let again = false;

/**
 * Sends the queued events, oldest first, one at a time, each with its key and
 * its own time, as the queued visits are sent: one leaves the queue once the
 * API has answered it (stored, repeated or refused); the first that fails for
 * want of a connection stops the run. Events older than the API takes are dropped.
 */
export function sendQueuedEvents(deps: SendQueuedEventsDeps = defaultDeps()): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        await sendOnce(deps);
      } while (again);
    } finally {
      running = null;
    }
  })();
  return running;
}

async function sendOnce({ post, queue, now }: SendQueuedEventsDeps): Promise<void> {
  for (const event of await queue.list()) {
    if (now() - Date.parse(event.occurredAt) > QUEUED_VISIT_MAX_AGE_MS) {
      await queue.remove(event.eventId);
      continue;
    }
    try {
      await post(event);
    } catch (error) {
      if (shouldSendLater(error)) return;
      console.error('A queued event was refused; it is dropped.', error);
    }
    await queue.remove(event.eventId);
  }
}
