import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { ApiError, NetworkError } from '../../api/errors';
import { createEventQueue, type QueuedEvent } from './event-queue';
import { sendQueuedEvents } from './send-queued-events';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');

function queued(n: number, occurredAt = '2026-11-22T09:00:00.000Z'): QueuedEvent {
  return {
    name: 'call',
    pageVisited: '/hotels',
    sessionId: '1732300000000-abcdefghij',
    eventId: `event-${String(n).padStart(24, '0')}`,
    occurredAt,
  };
}

let database = 0;
async function queueOf(...events: QueuedEvent[]) {
  database += 1;
  const queue = createEventQueue(10, () => createStore(`queued-events-${database}`, 'queue'));
  for (const event of events) await queue.add(event);
  return queue;
}

describe('sendQueuedEvents', () => {
  it('sends each queued event once, oldest first, with its key and time, then empties the queue', async () => {
    const queue = await queueOf(queued(1), queued(2));
    const post = jest.fn((_event: QueuedEvent) => Promise.resolve());
    await sendQueuedEvents({ post, queue, now: () => NOW });
    expect(post.mock.calls.map(([e]) => e.eventId)).toEqual([queued(1).eventId, queued(2).eventId]);
    expect(post).toHaveBeenCalledWith(queued(1));
    expect(await queue.list()).toEqual([]);
    await sendQueuedEvents({ post, queue, now: () => NOW });
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('stops at the first event that cannot be sent yet, keeping it and the rest', async () => {
    const queue = await queueOf(queued(1), queued(2));
    const post = jest.fn(() => Promise.reject(new NetworkError('x', new Error())));
    await sendQueuedEvents({ post, queue, now: () => NOW });
    expect(post).toHaveBeenCalledTimes(1);
    expect(await queue.list()).toHaveLength(2);
  });

  it('drops an event the API refuses, and one older than the API takes', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const queue = await queueOf(queued(1, '2026-11-20T09:00:00.000Z'), queued(2));
    const post = jest.fn(() => Promise.reject(new ApiError(400, 'unknown name')));
    await sendQueuedEvents({ post, queue, now: () => NOW });
    expect(post).toHaveBeenCalledTimes(1);
    expect(await queue.list()).toEqual([]);
    error.mockRestore();
  });
});
