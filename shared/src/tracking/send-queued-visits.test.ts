import 'fake-indexeddb/auto';
import { ApiError, NetworkError, TimeoutError } from '../api/errors';
import {
  QUEUED_VISIT_MAX_AGE_MS,
  sendQueuedVisits,
  startSendingQueuedVisits,
  type SendQueuedDeps,
} from './send-queued-visits';
import { freshQueue, queuedVisit } from './visit-queue.fixtures';
import type { QueuedVisit, VisitQueue } from './visit-queue';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const sentPages = (track: jest.Mock) =>
  track.mock.calls.map(([visit]: [QueuedVisit]) => visit.pageVisited);
const pages = async (queue: VisitQueue) => (await queue.list()).map((visit) => visit.pageVisited);

let error: jest.SpyInstance;
beforeEach(() => {
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => error.mockRestore());

async function queueOf(...numbers: number[]): Promise<VisitQueue> {
  const queue = freshQueue();
  for (const n of numbers) await queue.add(queuedVisit(n));
  return queue;
}

function deps(queue: VisitQueue, track: jest.Mock): SendQueuedDeps {
  return { api: { track }, queue, now: () => NOW };
}

describe('sendQueuedVisits', () => {
  it('sends every queued visit oldest first, each with its key and its own time, and empties the queue', async () => {
    const queue = await queueOf(1, 2, 3);
    const track = jest.fn().mockResolvedValue({ id: 1, visitTime: '' });
    await sendQueuedVisits(deps(queue, track));
    expect(sentPages(track)).toEqual(['/page-1', '/page-2', '/page-3']);
    expect(track.mock.calls[0][0]).toEqual(queuedVisit(1));
    await expect(queue.list()).resolves.toEqual([]);
  });

  it.each([
    ['no connection', new NetworkError('/track', new TypeError('Failed to fetch'))],
    ['no answer in time', new TimeoutError('/track', 10_000)],
    ['a 503', new ApiError(503, 'Service unavailable')],
    ['a 500', new ApiError(500, 'Internal error')],
    ['a 429', new ApiError(429, 'Too many requests')],
  ])('stops at %s, keeping that visit and the later ones in order', async (_name, failure) => {
    const queue = await queueOf(1, 2, 3);
    const track = jest.fn().mockResolvedValueOnce({}).mockRejectedValueOnce(failure);
    await sendQueuedVisits(deps(queue, track));
    expect(sentPages(track)).toEqual(['/page-1', '/page-2']);
    await expect(pages(queue)).resolves.toEqual(['/page-2', '/page-3']);
  });

  it('drops a visit the API refuses as wrong (4xx) and goes on', async () => {
    const queue = await queueOf(1, 2);
    const track = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'body/visitedAt must match pattern'))
      .mockResolvedValueOnce({});
    await sendQueuedVisits(deps(queue, track));
    expect(sentPages(track)).toEqual(['/page-1', '/page-2']);
    await expect(queue.list()).resolves.toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('sends a visit again under the same key after its answer was lost', async () => {
    const queue = await queueOf(1);
    const track = jest
      .fn()
      .mockRejectedValueOnce(new TimeoutError('/track', 10_000))
      .mockResolvedValueOnce({});
    await sendQueuedVisits(deps(queue, track));
    await sendQueuedVisits(deps(queue, track));
    expect(track).toHaveBeenCalledTimes(2);
    expect(track.mock.calls[1][0].visitId).toBe(track.mock.calls[0][0].visitId);
    await expect(queue.list()).resolves.toEqual([]);
  });

  it('drops without sending a visit older than the API accepts', async () => {
    expect(QUEUED_VISIT_MAX_AGE_MS).toBe(24 * 60 * 60 * 1000);
    const queue = freshQueue();
    await queue.add(queuedVisit(1, new Date(NOW - QUEUED_VISIT_MAX_AGE_MS - 1).toISOString()));
    await queue.add(queuedVisit(2, new Date(NOW - QUEUED_VISIT_MAX_AGE_MS).toISOString()));
    const track = jest.fn().mockResolvedValue({});
    await sendQueuedVisits(deps(queue, track));
    expect(sentPages(track)).toEqual(['/page-2']);
    await expect(queue.list()).resolves.toEqual([]);
  });

  it('never sends one visit twice when called again while sending, and looks once more at the end', async () => {
    const queue = await queueOf(1, 2);
    let answer!: () => void;
    const track = jest.fn(() =>
      new Promise<void>((resolve) => (answer = resolve)).then(() => ({})),
    );
    const first = sendQueuedVisits(deps(queue, track));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await queue.add(queuedVisit(3));
    const second = sendQueuedVisits(deps(queue, track));
    while (track.mock.calls.length < 3 || (await queue.list()).length > 0) {
      answer();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await Promise.all([first, second]);
    expect(sentPages(track)).toEqual(['/page-1', '/page-2', '/page-3']);
  });
});

describe('startSendingQueuedVisits', () => {
  it('sends at once and again on each online event until stopped', () => {
    const send = jest.fn().mockResolvedValue(undefined);
    const stop = startSendingQueuedVisits(send);
    expect(send).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    expect(send).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new Event('online'));
    expect(send).toHaveBeenCalledTimes(2);
  });
});
