import { request } from '../../api/http';
import { visitorApi } from '../../api/visitor-api';
import { queueSender } from '../send-queue';
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

const send = queueSender<QueuedEvent>();

/**
 * Sends the queued events, oldest first, one at a time, each with its key and
 * its own time, as the queued visits are sent (see queueSender).
 */
export function sendQueuedEvents(
  { post, queue, now }: SendQueuedEventsDeps = defaultDeps(),
): Promise<void> {
  return send({
    queue,
    send: post,
    keyOf: (event) => event.eventId,
    timeOf: (event) => event.occurredAt,
    now,
    what: 'event',
  });
}
