import 'fake-indexeddb/auto';
import { createVisitQueue, VISIT_QUEUE_LIMIT, type QueuedVisit } from './visit-queue';
import { queuedVisit, freshQueue } from './visit-queue.fixtures';

const pages = (visits: QueuedVisit[]) => visits.map((visit) => visit.pageVisited);

describe('the visit queue', () => {
  it('keeps visits in IndexedDB in the order they came, oldest first', async () => {
    const queue = freshQueue();
    await queue.add(queuedVisit(1));
    await queue.add(queuedVisit(2));
    await queue.add(queuedVisit(3));
    expect(pages(await queue.list())).toEqual(['/page-1', '/page-2', '/page-3']);
    expect((await queue.list())[0]).toEqual(queuedVisit(1));
  });

  it('holds 200 visits, dropping the oldest first', async () => {
    expect(VISIT_QUEUE_LIMIT).toBe(200);
    const queue = freshQueue();
    for (let n = 1; n <= 205; n += 1) await queue.add(queuedVisit(n));
    const visits = await queue.list();
    expect(visits).toHaveLength(200);
    expect(visits[0]!.pageVisited).toBe('/page-6');
    expect(visits.at(-1)!.pageVisited).toBe('/page-205');
  });

  it('loses nothing when visits are added at once', async () => {
    const queue = freshQueue(3);
    await Promise.all([1, 2, 3, 4].map((n) => queue.add(queuedVisit(n))));
    expect(pages(await queue.list())).toEqual(['/page-2', '/page-3', '/page-4']);
  });

  it('takes out one visit by its key', async () => {
    const queue = freshQueue();
    await queue.add(queuedVisit(1));
    await queue.add(queuedVisit(2));
    await queue.remove(queuedVisit(1).visitId);
    expect(pages(await queue.list())).toEqual(['/page-2']);
  });

  it('is empty, and warns that an added visit is lost, where IndexedDB cannot open', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const queue = createVisitQueue(10, () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    await queue.add(queuedVisit(1));
    expect(warn).toHaveBeenCalledTimes(1);
    await expect(queue.list()).resolves.toEqual([]);
    await expect(queue.remove('x')).resolves.toBeUndefined();
    warn.mockRestore();
  });
});
